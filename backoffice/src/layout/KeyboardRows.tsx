import { forwardRef, type KeyboardEvent } from 'react';
import { DatagridBody, DatagridRow, type DatagridBodyProps, type DatagridRowProps } from 'react-admin';

const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  // Enter on a control inside the row (a checkbox, a button) is that control's.
  if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
};

/** A table row that opens its record: reachable with Tab, opened with Enter as by a click. */
function KeyboardRow(props: DatagridRowProps) {
  const opens = Boolean(props.rowClick);
  return (
    <DatagridRow {...props} tabIndex={opens ? 0 : undefined} onKeyDown={opens ? openOnEnter : undefined} />
  );
}

/**
 * react-admin's table body whose rows that open a record work with the keyboard too (the library's
 * rows open on a click only, and are not focusable). The theme makes it every table's body.
 */
export const KeyboardDatagridBody = forwardRef<HTMLTableSectionElement, DatagridBodyProps>(
  function KeyboardDatagridBody(props, ref) {
    return <DatagridBody ref={ref} {...props} row={<KeyboardRow />} />;
  },
);
