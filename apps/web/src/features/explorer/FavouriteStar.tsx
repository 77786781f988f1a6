import { getTickDisplayName } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { ActionIcon } from '@mantine/core'
import { IconStar, IconStarFilled } from '@tabler/icons-react'
import { useAtomValue, useSetAtom } from 'jotai'
import {
  favouriteTokenKeysAtom,
  toggleFavouriteTokenAtom,
} from '../tokens/atoms'

/**
 * The favourite star of a token: one list of favourites with the token
 * pickers, kept in this browser's local storage (no wallet needed).
 */
export function FavouriteStar({ tick }: { readonly tick: string }) {
  const { t } = useLingui()
  const favourites = useAtomValue(favouriteTokenKeysAtom)
  const toggle = useSetAtom(toggleFavouriteTokenAtom)
  const on = favourites.includes(tick)
  const name = getTickDisplayName(tick)
  return (
    <ActionIcon
      variant="subtle"
      color={on ? 'yellow' : 'gray'}
      aria-pressed={on}
      aria-label={t`Favourite ${name}`}
      onClick={() => toggle({ tick })}
      size="sm"
    >
      {on ? (
        <IconStarFilled size={16} aria-hidden />
      ) : (
        <IconStar size={16} aria-hidden />
      )}
    </ActionIcon>
  )
}
