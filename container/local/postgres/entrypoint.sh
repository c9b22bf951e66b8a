#!/bin/sh
# First start: initdb with POSTGRES_USER / POSTGRES_PASSWORD and create POSTGRES_DB, as the
# official image does; then run the server in the foreground as `postgres`.
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"
mkdir -p "$PGDATA" /run/postgresql
chown -R postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
  chown postgres "$pwfile"
  as_postgres initdb --username="$user" --pwfile="$pwfile" --auth-local=trust \
    --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ "$db" != postgres ]; then
    as_postgres postgres --single -D "$PGDATA" postgres <<SQL >/dev/null
CREATE DATABASE "$db" OWNER "$user";
SQL
  fi
  echo "postgres: initialised $PGDATA (database $db, user $user)"
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -c listen_addresses='*' "$@"
