import { useMemo, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { LoaderOverlay } from '../Spinner/Spinner.tsx';
import { focusRing } from '../../internal/styles.ts';
import { theme } from '../../theme/theme.ts';
import { useInlineOverflow } from './internal/useInlineOverflow.ts';

export interface TableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * A fixed width ('120px') or a share of the free width ('2fr'; default '1fr'). Any other grid track
   * ('minmax(80px, 1fr)') is used as given.
   */
  width?: string;
  /**
   * The narrowest a shared-width ('fr') column gets, in pixels (default 96). When the columns' minimums do not
   * fit, the table scrolls sideways inside its own region instead of squeezing them.
   */
  minWidth?: number;
  align?: 'start' | 'end' | 'center';
}

export interface TableProps<T> {
  /** Accessible name of the table. */
  label: string;
  /** The columns; may change at run time (dynamic columns). */
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Row click (also Enter on a focused row). */
  onRowClick?: (row: T) => void;
  /** Renders the first cell as a link to this address. */
  getRowHref?: (row: T) => string;
  /** Show selection checkboxes with a select-all box in the header. */
  selectable?: boolean;
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Names a row for its checkbox ('Select <name>'); default the row id. */
  getRowLabel?: (row: T) => string;
  loading?: boolean;
  /** Shown when there are no rows (default 'No Record'). */
  emptyText?: string;
  /** Rows above this count are virtualised (default 100). */
  virtualizeAbove?: number;
  /** Height of the scrolling body when virtualised (default 480). */
  height?: number;
  /** Row height in pixels (default 44). */
  rowHeight?: number;
}

/**
 * A data table (ARIA table roles on a CSS grid). Selection with a select-all box, row click or
 * row links, empty text, loading overlay; long lists render only the visible rows. Text cells stay on
 * one line (cut with an ellipsis, the whole text on hover); no cell breaks a word. Columns keep their
 * minimum widths: a table too wide for its container scrolls sideways inside a focusable region.
 */
export function Table<T>({
  label,
  columns,
  rows,
  getRowId,
  onRowClick,
  getRowHref,
  selectable = false,
  selectedIds = [],
  onSelectionChange,
  getRowLabel,
  loading = false,
  emptyText = 'No Record',
  virtualizeAbove = 100,
  height = 480,
  rowHeight = 44,
}: TableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const overflowing = useInlineOverflow(regionRef);
  const virtual = rows.length > virtualizeAbove;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });

  const tracks = [...(selectable ? [SELECT_TRACK] : []), ...columns.map(columnTrack)];
  const template = tracks.map((track) => track.size).join(' ');
  const minWidth = tracks.reduce((sum, track) => sum + track.min, TABLE_BORDERS);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  // Computed once per rows/selection change, not on every scroll frame.
  const allIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const selectedCount = useMemo(() => allIds.filter((id) => selected.has(id)).length, [allIds, selected]);
  const allSelected = rows.length > 0 && selectedCount === rows.length;

  const toggleAll = () => onSelectionChange?.(allSelected ? [] : allIds);
  const toggleRow = (id: string) =>
    onSelectionChange?.(selected.has(id) ? selectedIds.filter((item) => item !== id) : [...selectedIds, id]);

  const renderRow = (row: T, index: number, style?: CSSProperties) => {
    const id = getRowId(row);
    const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick?.(row);
    };
    return (
      <StyledTableRow
        key={id}
        role="row"
        aria-rowindex={index + 2}
        aria-selected={selectable ? selected.has(id) : undefined}
        $template={template}
        $clickable={Boolean(onRowClick)}
        tabIndex={onRowClick ? 0 : undefined}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
        onKeyDown={onRowClick ? handleKeyDown : undefined}
        style={style}
        data-index={index}
      >
        {selectable ? (
          <StyledTableCell role="cell" $align="center" onClick={(event) => event.stopPropagation()}>
            <Checkbox
              label={`Select ${getRowLabel ? getRowLabel(row) : id}`}
              hideLabel
              checked={selected.has(id)}
              onChange={() => toggleRow(id)}
            />
          </StyledTableCell>
        ) : null}
        {columns.map((column, columnIndex) => (
          <StyledTableCell key={column.id} role="cell" $align={column.align ?? 'start'}>
            {columnIndex === 0 && getRowHref ? (
              <StyledTableLink href={getRowHref(row)} onClick={(event) => event.stopPropagation()}>
                {cellContent(column.cell(row))}
              </StyledTableLink>
            ) : (
              cellContent(column.cell(row))
            )}
          </StyledTableCell>
        ))}
      </StyledTableRow>
    );
  };

  return (
    <StyledTableFrame>
      {/* Only a region (and a tab stop) while it scrolls: keyboard users can then scroll it too. */}
      <StyledTableRegion
        ref={regionRef}
        role={overflowing ? 'region' : undefined}
        aria-label={overflowing ? label : undefined}
        tabIndex={overflowing ? 0 : undefined}
        data-overflowing={overflowing || undefined}
      >
        <StyledTable
          role="table"
          aria-label={label}
          aria-rowcount={rows.length + 1}
          aria-busy={loading || undefined}
          style={{ minWidth }}
        >
          <StyledTableHead role="rowgroup">
            <StyledTableRow role="row" aria-rowindex={1} $template={template} $clickable={false}>
              {selectable ? (
                <StyledTableHeader role="columnheader" $align="center">
                  <Checkbox
                    label="Select all"
                    hideLabel
                    checked={allSelected}
                    indeterminate={selectedCount > 0 && !allSelected}
                    disabled={rows.length === 0}
                    onChange={toggleAll}
                  />
                </StyledTableHeader>
              ) : null}
              {columns.map((column) => (
                <StyledTableHeader key={column.id} role="columnheader" $align={column.align ?? 'start'}>
                  <TableCellText>{column.header}</TableCellText>
                </StyledTableHeader>
              ))}
            </StyledTableRow>
          </StyledTableHead>
          <StyledTableBody
            ref={scrollRef}
            role="rowgroup"
            style={virtual ? { height, overflowY: 'auto' } : undefined}
            data-virtual={virtual}
            tabIndex={virtual ? 0 : undefined}
          >
            {rows.length === 0 && !loading ? (
              <StyledTableRow role="row" $template="1fr" $clickable={false}>
                <StyledTableEmpty role="cell">{emptyText}</StyledTableEmpty>
              </StyledTableRow>
            ) : null}
            {virtual ? (
              <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
                {virtualizer.getVirtualItems().map((item) => {
                  const row = rows[item.index];
                  return row === undefined
                    ? null
                    : renderRow(row, item.index, {
                        position: 'absolute',
                        top: 0,
                        left: 0,
                        right: 0,
                        height: item.size,
                        transform: `translateY(${item.start}px)`,
                      });
                })}
              </div>
            ) : (
              rows.map((row, index) => renderRow(row, index))
            )}
            {loading ? <StyledTableLoaderSpace /> : null}
          </StyledTableBody>
        </StyledTable>
      </StyledTableRegion>
      <LoaderOverlay show={loading} />
    </StyledTableFrame>
  );
}

interface TableTrack {
  /** The CSS grid track. */
  size: string;
  /** Its narrowest width in pixels. */
  min: number;
}

const SELECT_TRACK: TableTrack = { size: '44px', min: 44 };
const DEFAULT_MIN_COLUMN_WIDTH = 96;
/** The table's 1px border on either side (the grid sits inside it). */
const TABLE_BORDERS = 2;

/**
 * A column's grid track. Every row is its own grid, so a track never depends on a cell's content (rows would
 * not line up): fixed widths stay fixed, shared widths get a pixel minimum.
 */
function columnTrack<T>(column: TableColumn<T>): TableTrack {
  const width = column.width ?? '1fr';
  const fixed = /^(\d+(?:\.\d+)?)px$/.exec(width);
  if (fixed) return { size: width, min: Number(fixed[1]) };
  if (/^\d+(?:\.\d+)?fr$/.test(width)) {
    const min = column.minWidth ?? DEFAULT_MIN_COLUMN_WIDTH;
    return { size: `minmax(${min}px, ${width})`, min };
  }
  return { size: width, min: column.minWidth ?? 0 };
}

/** Plain text (and numbers) go on one line, cut with an ellipsis; components render as they are. */
function cellContent(content: ReactNode): ReactNode {
  return typeof content === 'string' || typeof content === 'number' ? (
    <TableCellText>{content}</TableCellText>
  ) : (
    content
  );
}

/** One line of text; when it is cut short, the whole text shows as the tooltip on hover. */
function TableCellText({ children }: { children: string | number }) {
  const handleMouseEnter = (event: MouseEvent<HTMLSpanElement>) => {
    const text = event.currentTarget;
    if (text.scrollWidth > text.clientWidth) text.title = String(children);
    else text.removeAttribute('title');
  };
  return <StyledTableCellText onMouseEnter={handleMouseEnter}>{children}</StyledTableCellText>;
}

const StyledTableFrame = styled.div`
  position: relative;
  min-width: 0;
  max-width: 100%;
`;

const StyledTableRegion = styled.div`
  overflow-x: auto;
  border-radius: ${theme.radius.md};
  ${focusRing}
  /* Scrolling sideways, the first column stays in view: the row keeps saying whose it is. */
  &[data-overflowing] [role='row'] > :first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${theme.colors.surface};
    box-shadow: 1px 0 0 ${theme.colors.border};
  }
  &[data-overflowing] [role='rowgroup']:first-child [role='row'] > :first-child {
    background: ${theme.colors.surfaceMuted};
  }
  &[data-overflowing] [role='row'][aria-selected='true'] > :first-child {
    background: ${theme.colors.primarySubtle};
  }
`;

const StyledTable = styled.div`
  width: 100%;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.font.sizeMd};
  /* clip, not hidden: hidden would make the table the scroll container of the sticky first column. */
  overflow: clip;
`;

const StyledTableHead = styled.div`
  background: ${theme.colors.surfaceMuted};
  border-bottom: 1px solid ${theme.colors.border};
`;

const StyledTableBody = styled.div`
  position: relative;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`;

const StyledTableRow = styled.div<{ $template: string; $clickable: boolean }>`
  display: grid;
  grid-template-columns: ${({ $template }) => $template};
  align-items: center;
  min-height: 44px;
  box-sizing: border-box;
  border-bottom: 1px solid ${theme.colors.border};
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  &:last-child {
    border-bottom: 0;
  }
  &[aria-selected='true'] {
    background: ${theme.colors.primarySubtle};
  }
  ${({ $clickable }) =>
    $clickable
      ? `&:hover { background: ${theme.colors.surfaceHover}; }
         &:focus-visible { outline: 2px solid ${theme.colors.focus}; outline-offset: -2px; }`
      : ''}
`;

const alignments = { start: 'flex-start', end: 'flex-end', center: 'center' } as const;

const StyledTableHeader = styled.div<{ $align: 'start' | 'end' | 'center' }>`
  display: flex;
  justify-content: ${({ $align }) => alignments[$align]};
  min-width: 0;
  padding: ${() => `${theme.space[2]} ${theme.space[3]}`};
  font-weight: ${theme.font.weightBold};
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;

const StyledTableCell = styled.div<{ $align: 'start' | 'end' | 'center' }>`
  display: flex;
  justify-content: ${({ $align }) => alignments[$align]};
  min-width: 0;
  padding: ${() => `${theme.space[2]} ${theme.space[3]}`};
  overflow: hidden;
  /* Wrap between words only: breaking anywhere let a squeezed cell stack its text one letter per line. */
  overflow-wrap: normal;
  word-break: normal;
`;

const StyledTableCellText = styled.span`
  display: block;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const StyledTableLink = styled.a`
  min-width: 0;
  color: ${theme.colors.primaryHover};
  font-weight: ${theme.font.weightMedium};
`;

const StyledTableEmpty = styled.div`
  padding: ${theme.space[6]};
  text-align: center;
  color: ${theme.colors.textMuted};
`;

const StyledTableLoaderSpace = styled.div`
  min-height: 96px;
`;
