import { FileImageOutlined } from '@ant-design/icons';
import { useIntl } from '@/locales/intl';
import { Image } from 'antd';
import React, { useState } from 'react';
import { apiUrl } from '@/utils/runtimeConfig';
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

/** The panel's own origin and the API's: a picture address there would be a request to ourselves, never loaded. */
function isOwnOrigin(address: string): boolean {
  const { origin } = new URL(address);
  return origin === window.location.origin || origin === new URL(apiUrl('/'), window.location.href).origin;
}

/**
 * A picture that is not loaded: a link that opens it in a new tab, naming its host (punycode, as the
 * address bar will), so that a look-alike host shows for what it is.
 */
const PictureLink: React.FC<{ src: string; wide: boolean }> = ({ src, wide }) => {
  const intl = useIntl();
  const { host } = new URL(src);
  return (
    <a
      className={styles.pictureLink}
      style={wide ? { maxWidth: 'none' } : undefined}
      href={src}
      target="_blank"
      rel="noopener noreferrer nofollow"
      title={src}
      aria-label={intl.formatMessage({ id: 'component.picture.elsewhere' }, { host })}
    >
      <FileImageOutlined aria-hidden /> {host}
    </a>
  );
};

/**
 * A picture address as a thumbnail that previews full size on click; non-http(s) addresses are not
 * loaded. antd's previewing Image (with its dialog and toolbar) is built on the first click only.
 * Only the picture hosts the server's Content-Security-Policy names (PICTURE_HOSTS) load: a picture
 * anywhere else is refused by the browser before any request, and shows, as one that cannot load does,
 * as a link with its host; one on the panel's or the API's own origin is not tried at all.
 */
export const Thumbnail: React.FC<{ src?: string | null; alt: string; size?: number }> = ({ src, alt, size = 48 }) => {
  const [previewing, setPreviewing] = useState(false);
  const [failed, setFailed] = useState<string>();
  if (!src || !isHttpUrl(src)) return <>-</>;
  if (failed === src || isOwnOrigin(src)) return <PictureLink src={src} wide={size > 72} />;
  // The box clips a picture while it loads, so its alternative text stays inside the cell.
  return (
    <>
      <button
        type="button"
        className={styles.thumbnail}
        style={{ width: size, height: size }}
        onClick={() => setPreviewing(true)}
      >
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          referrerPolicy="no-referrer"
          onError={() => setFailed(src)}
        />
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
