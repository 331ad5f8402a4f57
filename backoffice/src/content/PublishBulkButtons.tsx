import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/UnpublishedOutlined';
import { BulkDeleteButton, BulkUpdateButton } from 'react-admin';

/**
 * The bulk actions of a content list: publish now, unpublish (back to a draft) and delete, each
 * undoable for a few seconds behind react-admin's notification.
 */
export function PublishBulkButtons() {
  return (
    <>
      <BulkUpdateButton
        label="admin.publish"
        icon={<PublishIcon />}
        // Computed when the button is pressed, not when the list first drew.
        data={{
          get publishedAt() {
            return new Date().toISOString();
          },
        }}
        mutationMode="undoable"
      />
      <BulkUpdateButton
        label="admin.unpublish"
        icon={<UnpublishedIcon />}
        data={{ publishedAt: null }}
        mutationMode="undoable"
      />
      <BulkDeleteButton mutationMode="undoable" />
    </>
  );
}
