#!/usr/bin/env bash
# A Node.js 20 base image made on this host, for hosts that reach Debian's packages and the npm
# registry but no container registry. Elsewhere the Dockerfile's default base (the official
# node:20 image) is used instead and none of this runs.
#
#   container/local/make-base.sh            prints the image's name; builds it only when missing
#
# Debian bookworm (minbase) from debootstrap, this host's own Node.js (Debian's is 18, too old)
# and npm copied in, the host's CA bundle (so npm works behind a TLS-inspecting proxy), and a
# `node` user with uid 1000 as in the official image.
set -euo pipefail
node_version=$(node --version)
script_hash=$(sha256sum "$0" | cut -c1-12)
image="localhost/pustak-base:node-${node_version#v}-${script_hash}"
if podman image exists "$image"; then
  echo "$image"
  exit 0
fi
cache="${XDG_CACHE_HOME:-$HOME/.cache}/pustak-container"
mkdir -p "$cache/debs"
root=$(mktemp -d /var/tmp/pustak-base-XXXX)
trap 'rm -rf "$root"' EXIT
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
echo "container: making the base image (debootstrap bookworm from $mirror)" >&2
debootstrap --variant=minbase --include=ca-certificates --cache-dir="$cache/debs" \
  bookworm "$root" "$mirror" >"$cache/debootstrap.log" 2>&1 || {
  echo "container: debootstrap failed; see $cache/debootstrap.log" >&2
  exit 1
}
node_bin=$(readlink -f "$(command -v node)")
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
install -m 0755 "$node_bin" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
chroot "$root" /usr/sbin/groupadd --gid 1000 node
chroot "$root" /usr/sbin/useradd --uid 1000 --gid node --shell /bin/sh --create-home node
chroot "$root" /usr/local/bin/node --version >/dev/null
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
tar -C "$root" -c . | podman import --quiet \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NPM_CONFIG_UPDATE_NOTIFIER=false' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' - "$image" >/dev/null
echo "$image"
