import { useIntl } from '@/locales/intl';
import React, { useEffect, useRef, useState } from 'react';
import RowAction from '@/components/RowAction';

const clamped = (rows: number): React.CSSProperties => ({
  display: '-webkit-box',
  WebkitLineClamp: rows,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/**
 * Long text in a table cell, cut to a few lines by CSS, with Expand / Collapse when it is cut.
 * antd's measuring ellipsis renders each cell several times; over a page of 100 rows that took
 * most of a second. Whether the text is cut is read once the browser has laid the cell out (a
 * ResizeObserver's first report comes after the layout), so drawing a page of rows never forces a
 * layout per cell while React commits them. Expand and Collapse are plain link buttons (RowAction).
 */
const ClampedText: React.FC<{ text: string; rows?: number; preserveLineBreaks?: boolean }> = ({
  text,
  rows = 2,
  preserveLineBreaks = false,
}) => {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  // Both belong to the text: another item drawn in this place (after a re-sort) starts cut and unmeasured.
  const [expandedText, setExpandedText] = useState<string | null>(null);
  const [cutText, setCutText] = useState<string | null>(null);
  const expanded = expandedText === text;
  const cut = cutText === text;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is measured again whenever the rows it may fill change
  useEffect(() => {
    const element = box.current;
    if (!element || expanded) return undefined;
    const measure = () => setCutText(element.scrollHeight > element.clientHeight + 1 ? text : null);
    if (typeof ResizeObserver !== 'function') {
      measure();
      return undefined;
    }
    // Observing anew reports the box after the next layout, also when a new text keeps its size.
    const sizes = new ResizeObserver(measure);
    sizes.observe(element);
    return () => sizes.disconnect();
  }, [text, rows, expanded]);

  return (
    <div>
      <div
        ref={box}
        style={{
          ...(expanded ? {} : clamped(rows)),
          whiteSpace: preserveLineBreaks ? 'pre-wrap' : undefined,
          wordBreak: 'break-word',
        }}
      >
        {text}
      </div>
      {(cut || expanded) && (
        <RowAction aria-expanded={expanded} onClick={() => setExpandedText(expanded ? null : text)}>
          {intl.formatMessage({ id: expanded ? 'common.text.collapse' : 'common.text.expand' })}
        </RowAction>
      )}
    </div>
  );
};

export default ClampedText;
