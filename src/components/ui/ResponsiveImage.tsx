import type { IGatsbyImageData } from "gatsby-plugin-image";
import { css } from "@emotion/react";

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
 * Gatsby's image data as a lazy `<picture>` with its size, on the blurred placeholder as background: gatsby-plugin-image's
 * own component writes `<source>`s and `<img>`s without `srcset`/`src` into the static HTML, which HTML does not allow.
 */
export function ResponsiveImage({ image, alt, className }: { image: IGatsbyImageData; alt: string; className?: string }) {
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
