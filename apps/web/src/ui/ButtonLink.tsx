import { Button, type ButtonProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { type AnchorHTMLAttributes, forwardRef } from 'react'

type AnchorButtonProps = ButtonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps>

const AnchorButton = forwardRef<HTMLAnchorElement, AnchorButtonProps>(
  (props, ref) => <Button component="a" ref={ref} {...props} />,
)

const CreatedButtonLink = createLink(AnchorButton)

/** A Mantine button that is a typed router link. */
export const ButtonLink: LinkComponent<typeof AnchorButton> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
)
