import classes from './shell.module.css'

// The header's icon buttons are plain links and buttons drawn like Mantine's ActionIcon (subtle,
// dark, lg): ActionIcon brought its loader and transition into every page's first load
// (decision 271). Mantine's global classes give them its focus ring and press feedback.
export const toolClass = `${classes.tool} mantine-focus-auto mantine-active`
