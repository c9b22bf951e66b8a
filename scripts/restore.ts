// `npm run restore -- FILE`: replaces the shop's database and images with a backup's, all or nothing.
import { runBackupCommand } from '../src/server/backup/backup-command.ts';

await runBackupCommand('restore', process.argv.slice(2));
