/**
 * `@theme/IdealImage` (@docusaurus/plugin-ideal-image): the image itself, loaded lazily. The plugin's responsive
 * sizes and blurred placeholder are not made; Docusaurus draws the same plain `<img>` for an image that is a URL.
 */
import type { CSSProperties } from 'react';

/** What `img` may be: a URL, or the module an image import is (`require('./x.png')`, `{ default: url }`). */
type ImageSource = string | { default?: string; src?: string | { src?: string } };

function urlOf(img: ImageSource | undefined): string | undefined {
  if (typeof img === 'string' || img === undefined) return img;
  if (img.default) return img.default;
  return typeof img.src === 'string' ? img.src : img.src?.src;
}

/** `<IdealImage img={require('./app.png')} alt="..." />`. */
export default function IdealImage({
  img,
  alt,
  className,
  width,
  height,
  style,
  title,
}: {
  img?: ImageSource;
  alt?: string;
  className?: string;
  width?: number | string;
  height?: number | string;
  style?: CSSProperties;
  title?: string;
}) {
  // No alt given: the image is taken as decorative, rather than read out by its file name.
  return (
    <img
      src={urlOf(img)}
      alt={alt ?? ''}
      className={className}
      width={width}
      height={height}
      style={style}
      title={title}
      loading="lazy"
    />
  );
}
