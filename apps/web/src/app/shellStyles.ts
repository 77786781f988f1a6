// The Mantine styles of what every page loads once it is idle (the header's
// widgets, the cart, the dialogs, the notifications), in the entry's
// stylesheet rather than in the lazily loaded chunks that use them
// (vite/mantineStyles.ts). Mantine's styles are in an `@layer` block, and
// when a stylesheet holding one is added to a painted page, Chromium marks
// the fonts of the whole page changed and lays all of it out again: five
// such sheets came with the header's widgets on each page, each a full
// layout (up to 26 ms in a Lighthouse trace of `/drc20`). The build fails
// when one of those chunks still carries a layered stylesheet
// (vite/prerender.ts); add its component here.
//
// Order: those other components build on first, as Mantine's docs list
// them (mantine.dev/styles/css-files-list), then the rest by name.
import '@mantine/core/styles/ScrollArea.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/Code.layer.css'
import '@mantine/core/styles/Drawer.layer.css'
import '@mantine/core/styles/Indicator.layer.css'
import '@mantine/core/styles/List.layer.css'
import '@mantine/core/styles/Menu.layer.css'
import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/NavLink.layer.css'
import '@mantine/core/styles/Notification.layer.css'
import '@mantine/core/styles/Progress.layer.css'
import '@mantine/core/styles/Table.layer.css'
import '@mantine/core/styles/ThemeIcon.layer.css'
import '@mantine/core/styles/Tooltip.layer.css'
