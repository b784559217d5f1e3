import { Box, Image } from '@mantine/core';
import classes from './content.module.css';

/** An article's or deal's image at a fixed height, or a tinted placeholder with the title's first letter. */
export function CoverImage({ src, title, height }: { src: string | null; title: string; height: number }) {
  if (src) return <Image src={src} alt="" h={height} fit="cover" loading="lazy" />;
  return (
    <Box className={classes.placeholder} h={height} aria-hidden="true">
      {title.trim().charAt(0).toUpperCase()}
    </Box>
  );
}
