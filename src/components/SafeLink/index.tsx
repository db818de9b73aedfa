import { Image, Typography } from 'antd';
import React from 'react';
import { isHttpUrl } from '@/utils/url';

/** An outside link, opened in a new tab without handing it our window; anything but http(s) shows as plain text. */
export const SafeLink: React.FC<{ href?: string | null; children?: React.ReactNode; maxWidth?: number }> = ({ href, children, maxWidth = 240 }) => {
  if (!href) return <>-</>;
  const label = children ?? href;
  if (!isHttpUrl(href)) return <Typography.Text type="secondary">{label}</Typography.Text>;
  return (
    // Cut by CSS: Typography's `ellipsis` measures itself with forced layouts, which a table of links pays per row.
    <Typography.Link
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      title={typeof label === 'string' ? label : href}
      style={{ display: 'inline-block', maxWidth, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', verticalAlign: 'bottom' }}
    >
      {label}
    </Typography.Link>
  );
};

/** A picture address as a thumbnail that previews full size on click; non-http(s) addresses are not loaded. */
export const Thumbnail: React.FC<{ src?: string | null; alt: string; size?: number }> = ({ src, alt, size = 48 }) => {
  if (!src || !isHttpUrl(src)) return <>-</>;
  // The box clips a picture that fails to load, so its alternative text stays inside the cell.
  return (
    <span style={{ display: 'inline-block', width: size, height: size, overflow: 'hidden', borderRadius: 4, background: '#f5f5f5', fontSize: 11, lineHeight: 1.2 }}>
      <Image src={src} alt={alt} width={size} height={size} style={{ objectFit: 'cover' }} referrerPolicy="no-referrer" />
    </span>
  );
};
