/** `@theme/ThemedImage`: one image per colour mode; the theme's `only-light` / `only-dark` classes show the right one. */
import type { ImgHTMLAttributes } from 'react';

/** `<ThemedImage sources={{ light, dark }} alt="..." />`. */
export default function ThemedImage({
  sources,
  className,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } }) {
  const cls = (mode: string) => (className ? `${className} only-${mode}` : `only-${mode}`);
  return (
    <>
      <img {...rest} src={sources.light} className={cls('light')} />
      <img {...rest} src={sources.dark} className={cls('dark')} />
    </>
  );
}
