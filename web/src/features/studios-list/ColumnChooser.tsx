import {
  Button,
  Checkbox,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Subtitle2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, ColumnTripleEditRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { useState, type DragEvent } from 'react';
import { moveColumn, toggleColumn, type StudioColumn } from './studios-list-state';

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '300px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'grab',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  over: { outline: `2px dashed ${tokens.colorBrandStroke1}` },
  grip: { color: tokens.colorNeutralForeground3, display: 'flex' },
  label: { flexGrow: 1 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

/**
 * The column chooser (SL-03): one checkbox per column, dragged to reorder (HTML5 drag
 * and drop), with move up and down buttons for the keyboard. Changes apply to the
 * table at once; "Reset" goes back to the list's default columns (SL-10).
 */
export function ColumnChooser({
  columns,
  defaults,
  onChange,
}: {
  columns: readonly StudioColumn[];
  defaults: readonly StudioColumn[];
  onChange: (columns: readonly StudioColumn[]) => void;
}) {
  const styles = useStyles();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const from = dragged ?? Number(event.dataTransfer.getData('text/plain'));
    setDragged(null);
    setOver(null);
    if (Number.isInteger(from)) onChange(moveColumn(columns, from, index));
  };

  return (
    <Popover positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button icon={<ColumnTripleEditRegular />}>Columns</Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label="Choose columns">
        <div className={styles.head}>
          <Subtitle2>Columns</Subtitle2>
          <Button size="small" appearance="subtle" onClick={() => onChange(defaults)}>
            Reset
          </Button>
        </div>
        <ul className={styles.list} aria-label="Columns">
          {columns.map((column, index) => (
            <li
              key={column.id}
              className={mergeClasses(styles.item, over === index && styles.over)}
              draggable
              data-column={column.id}
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver((current) => (current === index ? null : current))}
              onDrop={(event) => drop(event, index)}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
            >
              <span className={styles.grip} aria-hidden="true">
                <ReOrderDotsVerticalRegular />
              </span>
              <Checkbox
                className={styles.label}
                label={column.label}
                checked={column.isSelected}
                onChange={(_e, data) => onChange(toggleColumn(columns, column.id, data.checked === true))}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowUpRegular />}
                aria-label={`Move ${column.label} up`}
                disabled={index === 0}
                onClick={() => onChange(moveColumn(columns, index, index - 1))}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowDownRegular />}
                aria-label={`Move ${column.label} down`}
                disabled={index === columns.length - 1}
                onClick={() => onChange(moveColumn(columns, index, index + 1))}
              />
            </li>
          ))}
        </ul>
      </PopoverSurface>
    </Popover>
  );
}
