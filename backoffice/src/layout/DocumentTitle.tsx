import { useEffect, useState } from 'react';
import {
  useBasename,
  useGetOne,
  useGetRecordRepresentation,
  useGetResourceLabel,
  useResourceDefinitions,
  useTranslate,
} from 'react-admin';
import { useLocation } from 'react-router-dom';

export interface ResourceScreen {
  resource: string;
  view: 'list' | 'create' | 'edit' | 'show';
  id?: string;
}

/** The resource screen at a path below the back office's basename (react-admin's own routes). */
export function resourceScreen(path: string, resources: ReadonlySet<string>): ResourceScreen | null {
  const [, resource = '', second, third, ...rest] = path.split('/');
  if (!resources.has(resource) || rest.length > 0) return null;
  if (!second) return { resource, view: 'list' };
  if (second === 'create' && third === undefined) return { resource, view: 'create' };
  const id = decodeURIComponent(second);
  if (third === undefined) return { resource, view: 'edit', id };
  return third === 'show' ? { resource, view: 'show', id } : null;
}

/** The app bar's title as it reads now: the page title of a screen that is no resource's. */
function useAppBarTitle(path: string) {
  const [text, setText] = useState('');
  useEffect(() => {
    const element = document.getElementById('react-admin-title');
    if (!element) return;
    const read = () => setText(element.textContent?.trim() ?? '');
    read();
    const observer = new MutationObserver(read);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [path]);
  return text;
}

/**
 * Names the browser tab after the screen, as the storefront's pages do: "Články — Tribuna
 * administrace", "Upravit: Článek Derby — …". A resource's screens are named by the resource and
 * their record (the record's query is the screen's own, so nothing loads twice); other pages by the
 * title they put in the app bar.
 */
export function DocumentTitle() {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const definitions = useResourceDefinitions();
  const path = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  const screen = resourceScreen(path, new Set(Object.keys(definitions)));
  const resource = screen?.resource ?? '';
  const getResourceLabel = useGetResourceLabel();
  const represent = useGetRecordRepresentation(resource);
  const { data: record } = useGetOne(
    resource,
    { id: screen?.id ?? '' },
    { enabled: Boolean(screen?.id), retry: false },
  );
  const appBarTitle = useAppBarTitle(path);

  let page = appBarTitle;
  if (screen) {
    const name = getResourceLabel(resource, 1);
    const shown = record ? represent(record) : '';
    const recordName = typeof shown === 'string' ? shown : '';
    if (screen.view === 'list') page = getResourceLabel(resource, 2);
    else if (screen.view === 'create')
      page = translate(`resources.${resource}.page.create`, {
        _: translate('admin.pageTitle.create', { name }),
      });
    else page = translate(`admin.pageTitle.${screen.view}`, { name, record: recordName }).trim();
  }
  const title = page ? translate('admin.documentTitle', { page }) : translate('admin.title');

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
