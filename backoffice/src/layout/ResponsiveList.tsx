import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FilterButton,
  List,
  SimpleList,
  SortButton,
  TopToolbar,
  type DatagridProps,
  type ListProps,
  type RaRecord,
  type SimpleListProps,
} from 'react-admin';
import { NamedExportButton } from './NamedControls';

export interface ResponsiveListProps<RecordType extends RaRecord = RaRecord> extends Omit<
  ListProps<RecordType>,
  'actions' | 'children'
> {
  /** The fields the API sorts by (the contract's list), offered by a sort button on a phone. */
  sortFields: readonly string[];
  /** The list's own buttons, before create and export. */
  buttons?: ReactNode;
  /** A button to the resource's create page. */
  create?: boolean;
  /** A button that exports the filtered list as CSV. */
  exportable?: boolean;
  /** What a row says on a phone. */
  phone: Pick<SimpleListProps<RecordType>, 'primaryText' | 'secondaryText' | 'tertiaryText'>;
  /** Where a row leads, on a phone and on a wider screen: the record's edit or show page, or a path. */
  rowLink: 'edit' | 'show' | ((record: RecordType) => string);
  /** The table's bulk actions on a wider screen; none by default. */
  bulkActionButtons?: DatagridProps['bulkActionButtons'];
  /** What the table shows when the filters leave nothing. */
  tableEmpty?: ReactElement;
  /** The table's columns on a wider screen. */
  children: ReactNode;
  /** Shown after the list, on every screen (a dialog the rows open). */
  after?: ReactNode;
}

/**
 * A back-office list that fits the screen: on a phone a simple list of rows with a sort button (a
 * table's headers sort on a wider screen), on a wider screen a table with its bulk actions. The
 * toolbar offers the filters that are not always shown (a list's own toolbar replaces react-admin's,
 * which would have offered them), the sort button on a phone, then the list's own buttons, create
 * and export.
 */
export function ResponsiveList<RecordType extends RaRecord = RaRecord>({
  sortFields,
  buttons,
  create = false,
  exportable = false,
  phone,
  rowLink,
  bulkActionButtons = false,
  tableEmpty,
  children,
  after,
  ...listProps
}: ResponsiveListProps<RecordType>) {
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // A filter that is not always shown is added from the filter button; without one there is none.
  const togglableFilters = Children.toArray(listProps.filters).some(
    (filter) => isValidElement<{ alwaysOn?: boolean }>(filter) && !filter.props.alwaysOn,
  );
  return (
    <List<RecordType>
      {...listProps}
      actions={
        <TopToolbar>
          {togglableFilters && <FilterButton />}
          {compact && <SortButton fields={[...sortFields]} />}
          {buttons}
          {create && <CreateButton />}
          {exportable && <NamedExportButton />}
        </TopToolbar>
      }
    >
      {compact ? (
        <SimpleList<RecordType>
          {...phone}
          linkType={typeof rowLink === 'function' ? (record) => rowLink(record as RecordType) : rowLink}
        />
      ) : (
        <Datagrid
          rowClick={
            typeof rowLink === 'function'
              ? (_id, _resource, record) => rowLink(record as RecordType)
              : rowLink
          }
          bulkActionButtons={bulkActionButtons}
          empty={tableEmpty}
        >
          {children}
        </Datagrid>
      )}
      {after}
    </List>
  );
}
