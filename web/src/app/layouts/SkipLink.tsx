import classes from './layout.module.css';

export const MAIN_ID = 'main';

export const SkipLink = () => (
  <a href={`#${MAIN_ID}`} className={classes.skipLink}>
    Skip to main content
  </a>
);
