import { mediaAccreditationStatuses } from '@tribuna/common/schemas/mediaAccreditations';

/** The states of an application, as a select's choices (names are translation keys). */
export const statusChoices = mediaAccreditationStatuses.map((status) => ({
  id: status,
  name: `resources.media-accreditations.statuses.${status}`,
}));
