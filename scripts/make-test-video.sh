#!/usr/bin/env sh
# Regenerates the demo edition's test-pattern video (public/media/demo): about 4 s of ffmpeg's
# test pattern with a 440 Hz tone, 640x360, as an MP4 (H.264 baseline with the index at the front,
# so playback starts before the whole file arrives) and as HLS (a playlist and MPEG-TS segments).
# Needs ffmpeg (Debian: apt-get install -y ffmpeg). The files are committed, so the demo and the
# end-to-end tests play video without a network.
set -eu
out="$(cd "$(dirname "$0")/.." && pwd)/public/media/demo"
mkdir -p "$out"
rm -f "$out"/test-pattern.mp4 "$out"/test-pattern.m3u8 "$out"/test-pattern-*.ts

# One thread, -bitexact and no metadata keep the output the same from one run to the next.
common="-f lavfi -i testsrc2=size=640x360:rate=25:duration=4 -f lavfi -i sine=frequency=440:duration=4:sample_rate=44100
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryfast -threads 1 -b:v 350k -maxrate 400k -bufsize 400k
  -g 25 -keyint_min 25 -sc_threshold 0 -c:a aac -b:a 48k -ac 1 -map_metadata -1 -fflags +bitexact -flags:v +bitexact
  -flags:a +bitexact"

# shellcheck disable=SC2086
ffmpeg -hide_banner -loglevel error -y $common -movflags +faststart "$out/test-pattern.mp4"
# shellcheck disable=SC2086
ffmpeg -hide_banner -loglevel error -y $common -f hls -hls_time 2 -hls_list_size 0 -hls_playlist_type vod \
  -hls_segment_filename "$out/test-pattern-%d.ts" "$out/test-pattern.m3u8"

ls -l "$out"/test-pattern*

# The demo's live channels (server/media/live-playlist.ts): per channel a loop of four 2-second
# segments, which /media/live/<name>.m3u8 plays as a never-ending live stream. Small on purpose
# (426x240, 150 kbit/s): each loop is committed. A different test source, colour and tone per
# channel, so a reader (and a test) can tell which channel plays. The VOD playlist beside them
# lists the segments and their durations; the live route reads it.
live="$out/live"
mkdir -p "$live"
rm -f "$live"/*.m3u8 "$live"/*.ts
make_loop() {
  name=$1 video=$2 tone=$3
  # shellcheck disable=SC2086
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$video" -f lavfi -i "sine=frequency=$tone:duration=8:sample_rate=44100" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryfast -threads 1 -b:v 150k -maxrate 180k -bufsize 180k \
    -g 50 -keyint_min 50 -sc_threshold 0 -c:a aac -b:a 32k -ac 1 -map_metadata -1 -fflags +bitexact -flags:v +bitexact \
    -flags:a +bitexact -f hls -hls_time 2 -hls_list_size 0 -hls_playlist_type vod \
    -hls_segment_filename "$live/$name-%d.ts" "$live/$name.m3u8"
}
make_loop sports "testsrc2=size=426x240:rate=25:duration=8,hue=h=120" 523
# The bars stand still, so a white block runs along the bottom: a frozen stream shows as a stopped block.
make_loop news "smptehdbars=size=426x240:rate=25:duration=8,drawbox=x=0:y=200:w=426:h=40:color=navy@1:t=fill[bars];color=c=white:s=40x28:r=25:d=8[bar];[bars][bar]overlay=x='t*48':y=206:shortest=1[out0]" 659
ls -l "$live"
