// `npm run backup -- FILE`: the database and uploaded images in one file (docs/decisions/008).
import { runBackupCommand } from '../src/server/backup/backup-command.ts';

await runBackupCommand('backup', process.argv.slice(2));
