import path from 'node:path';
import { defineDomain, type AppContext, type Domains } from '../../domain';
import { createFilesRepository } from './files.repository';
import { adminFileRoutes, storedFileRoutes } from './files.routes';
import { createFilesService, type FilesService } from './files.service';

declare module '../../domain' {
  interface Domains {
    files: FilesService;
  }
}

/** Uploaded files; a file in use by content (`usedBy`) is not deleted. */
export const filesDomain = defineDomain({
  name: 'files',
  needs: ['auth', 'content'],
  create: ({
    db,
    transaction,
    config,
    fileStorage,
    auth,
    content,
  }: Pick<AppContext, 'db' | 'transaction' | 'config' | 'fileStorage'> &
    Pick<Domains, 'auth' | 'content'>) => {
    const service = createFilesService({
      files: createFilesRepository(db),
      storage: fileStorage,
      tmpDir: path.join(config.dataDir, 'uploads'),
      transaction,
      usedBy: (fileUuid, tx) => content.fileUsers(fileUuid, tx),
    });
    return {
      provides: service,
      routes: { admin: [adminFileRoutes({ guards: auth.guards, service })] },
      // Stored files, on every server whatever the front ends (their URLs are in the API's answers).
      rootRoutes: [storedFileRoutes({ service })],
      decorations: { files: service },
    };
  },
});
