import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { DocumentLanguage } from './DocumentLanguage';
import { DocumentTitle } from './DocumentTitle';
import { Menu } from './Menu';
import { NamedControls } from './NamedControls';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <NamedControls>
      <RaLayout appBar={AppBar} menu={Menu}>
        <DocumentLanguage />
        <DocumentTitle />
        {children}
      </RaLayout>
    </NamedControls>
  );
}
