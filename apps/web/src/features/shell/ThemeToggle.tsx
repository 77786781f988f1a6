import { useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core'
import { MoonIcon, SunIcon } from '../../components/icons'

export function ThemeToggle() {
  const { t } = useLingui()
  const { setColorScheme } = useMantineColorScheme()
  const computed = useComputedColorScheme('light', {
    getInitialValueInEffect: true,
  })
  const next = computed === 'dark' ? 'light' : 'dark'
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={
        next === 'dark' ? t`Switch to dark theme` : t`Switch to light theme`
      }
    >
      {computed === 'dark' ? <MoonIcon /> : <SunIcon />}
    </ActionIcon>
  )
}
