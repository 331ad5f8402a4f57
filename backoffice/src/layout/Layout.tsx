import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { DocumentLanguage } from './DocumentLanguage';
import { Menu } from './Menu';
import { NamedProgress } from './NamedProgress';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <NamedProgress>
      <RaLayout appBar={AppBar} menu={Menu}>
        <DocumentLanguage />
        {children}
      </RaLayout>
    </NamedProgress>
  );
}
