import { defineResourceData } from '../providers/resourceData';
import { articleCallbacks } from './articleCallbacks';

/** The form's values as the API takes them: the resource's lifecycle callbacks. */
export const articlesData = defineResourceData({ resource: 'articles', callbacks: articleCallbacks });
