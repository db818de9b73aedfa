import { Image } from 'antd';
import React, { useState } from 'react';
import { isHttpUrl } from '@/utils/url';
import styles from './index.less';

/**
 * An outside link, opened in a new tab without handing it our window; anything but http(s) shows as
 * plain text. Plain elements rather than antd's Typography, which a table of links pays per row;
 * long links are cut by CSS, the whole address in the title.
 */
export const SafeLink: React.FC<{ href?: string | null; children?: React.ReactNode; maxWidth?: number }> = ({
  href,
  children,
  maxWidth = 240,
}) => {
  if (!href) return <>-</>;
  const label = children ?? href;
  if (!isHttpUrl(href)) return <span className={styles.unsafe}>{label}</span>;
  return (
    <a
      className={styles.link}
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      title={typeof label === 'string' ? label : href}
      style={{ maxWidth }}
    >
      {label}
    </a>
  );
};

/**
 * A picture address as a thumbnail that previews full size on click; non-http(s) addresses are not
 * loaded. antd's previewing Image (with its dialog and toolbar) is built on the first click only.
 */
export const Thumbnail: React.FC<{ src?: string | null; alt: string; size?: number }> = ({ src, alt, size = 48 }) => {
  const [previewing, setPreviewing] = useState(false);
  if (!src || !isHttpUrl(src)) return <>-</>;
  // The box clips a picture that fails to load, so its alternative text stays inside the cell.
  return (
    <>
      <button
        type="button"
        className={styles.thumbnail}
        style={{ width: size, height: size }}
        onClick={() => setPreviewing(true)}
      >
        <img src={src} alt={alt} width={size} height={size} referrerPolicy="no-referrer" />
      </button>
      {previewing && (
        <Image
          style={{ display: 'none' }}
          src={src}
          alt={alt}
          referrerPolicy="no-referrer"
          preview={{ visible: true, src, onVisibleChange: setPreviewing }}
        />
      )}
    </>
  );
};
