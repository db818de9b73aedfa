import { useIntl } from '@umijs/max';
import { Typography } from 'antd';
import React, { useLayoutEffect, useRef, useState } from 'react';

const clamped = (rows: number): React.CSSProperties => ({ display: '-webkit-box', WebkitLineClamp: rows, WebkitBoxOrient: 'vertical', overflow: 'hidden' });

/**
 * Long text in a table cell, cut to a few lines by CSS, with Expand / Collapse when it is cut.
 * antd's measuring ellipsis renders each cell several times; over a page of 100 rows that took
 * most of a second, where one layout read per cell is enough.
 */
const ClampedText: React.FC<{ text: string; rows?: number; preserveLineBreaks?: boolean }> = ({ text, rows = 2, preserveLineBreaks = false }) => {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (element && !expanded) setCut(element.scrollHeight > element.clientHeight + 1);
  }, [text, rows, expanded]);

  return (
    <div>
      <div ref={box} style={{ ...(expanded ? {} : clamped(rows)), whiteSpace: preserveLineBreaks ? 'pre-wrap' : undefined, wordBreak: 'break-word' }}>
        {text}
      </div>
      {(cut || expanded) && (
        <Typography.Link onClick={() => setExpanded((open) => !open)}>
          {intl.formatMessage({ id: expanded ? 'common.text.collapse' : 'common.text.expand' })}
        </Typography.Link>
      )}
    </div>
  );
};

export default ClampedText;
