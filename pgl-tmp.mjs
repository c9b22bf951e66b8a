import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import fs from 'node:fs';
const db = new PGlite({ extensions: { pg_trgm } });
const sqlText = fs.readFileSync('src/server/db/migrations/0008_search_relevance.sql', 'utf8').split('--> statement-breakpoint');
for (const s of sqlText.slice(0, 4)) await db.exec(s);
for (const q of process.argv.slice(2)) { try { console.log(JSON.stringify((await db.query(q)).rows)); } catch (e) { console.log(q, 'ERR', e.message); } }
