import type { IGatsbyImageData } from "gatsby-plugin-image";
import { css } from "@emotion/react";

export interface ResponsiveImageProps {
  image: IGatsbyImageData;
  alt: string;
  /** Set by emotion from a `css` prop: the caller's size, border, margin. */
  className?: string;
}

const frame = css`
  position: relative;
  overflow: hidden;
  background-size: cover;
  background-position: center;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * An image from Gatsby's image data (sharp's sizes and formats) as plain, valid HTML: a
 * `<picture>` with every source, native lazy loading, and width and height so the page
 * keeps its layout while it loads. The blurred placeholder is the frame's background: the
 * image covers it once it arrives, with or without JavaScript. (gatsby-plugin-image's own
 * component writes lazy `<source>`s and `<img>`s without `srcset`/`src` into the static
 * HTML, which the HTML standard does not allow.)
 */
export function ResponsiveImage({ image, alt, className }: ResponsiveImageProps) {
  const { width, height, layout, images, placeholder } = image;
  const fallback = images.fallback;
  const size =
    layout === "fixed"
      ? { width: `${width}px`, height: `${height}px` }
      : { width: "100%", maxWidth: layout === "constrained" ? `${width}px` : undefined, aspectRatio: `${width} / ${height}` };
  return (
    <div
      css={frame}
      className={className}
      style={{ ...size, backgroundImage: placeholder?.fallback ? `url("${placeholder.fallback}")` : undefined }}
    >
      <picture>
        {images.sources?.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
        ))}
        <img
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={fallback?.sizes}
          width={width}
          height={height}
          alt={alt}
          loading="lazy"
          decoding="async"
        />
      </picture>
    </div>
  );
}
