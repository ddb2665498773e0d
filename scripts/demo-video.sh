#!/usr/bin/env bash
# Draws the seed's demo video (src/seed/assets/revontulet.mp4): eight seconds of slowly moving
# aurora-coloured gradients, no sound, H.264 so every browser plays it. Needs Debian's ffmpeg;
# seeding only reads the committed file, so this runs only when the picture should change.
set -euo pipefail
cd "$(dirname "$0")/.."
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=960x540:c0=0x0b1a2e:c1=0x2bb3a3:c2=0x7b5cd6:c3=0x3ddc97:n=4:speed=0.015:duration=8:rate=25" \
  -c:v libx264 -pix_fmt yuv420p -profile:v main -crf 30 -preset slow -movflags +faststart -an \
  src/seed/assets/revontulet.mp4
