import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { DocumentLanguage } from './DocumentLanguage';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar}>
      <DocumentLanguage />
      {children}
    </RaLayout>
  );
}
