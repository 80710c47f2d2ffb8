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

# The demo edition's videos (demo/edition-plan.ts DEMO_CLIPS): clips of different lengths, each
# its own picture and tone with its title and a running clock drawn on it, so two videos of the
# TV gallery are told apart at a glance. Mostly still pictures at a low frame rate keep them small.
# Each clip also gets captions in the three languages (captions/<name>.<language>.vtt).
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
make_clip() {
  name=$1 seconds=$2 picture=$3 tone=$4 title=$5
  text="drawbox=x=0:y=300:w=640:h=60:color=black@0.6:t=fill,drawtext=fontfile=$font:text='$title':x=20:y=312:fontsize=22:fontcolor=white,drawtext=fontfile=$font:text='%{pts\\:hms}':x=w-tw-20:y=312:fontsize=22:fontcolor=white"
  source="$picture:size=640x360:rate=12:duration=$seconds,$text"
  enc="-c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryfast -threads 1 -crf 30 -maxrate 250k
    -bufsize 500k -g 24 -keyint_min 24 -sc_threshold 0 -c:a aac -b:a 32k -ac 1 -map_metadata -1 -fflags +bitexact
    -flags:v +bitexact -flags:a +bitexact"
  rm -f "$out/$name".mp4 "$out/$name".m3u8 "$out/$name"-*.ts
  tone_src="sine=frequency=$tone:duration=$seconds:sample_rate=44100"
  # shellcheck disable=SC2086
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$source" -f lavfi -i "$tone_src" $enc -movflags +faststart "$out/$name.mp4"
  # shellcheck disable=SC2086
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$source" -f lavfi -i "$tone_src" $enc -f hls -hls_time 6 \
    -hls_list_size 0 -hls_playlist_type vod -hls_segment_filename "$out/$name-%d.ts" "$out/$name.m3u8"
  half=$((seconds / 2))
  to_min() { printf '%02d:%02d.000' $(($1 / 60)) $(($1 % 60)); }
  for lang in en es pt; do
    case $lang in
      en) first="Icaro demo video: $title." second="The clock counts the seconds while a tone plays." ;;
      es) first="Vídeo de demostración de Icaro: $title." second="El reloj cuenta los segundos mientras suena un tono." ;;
      pt) first="Vídeo de demonstração do Icaro: $title." second="O relógio conta os segundos enquanto toca um tom." ;;
    esac
    printf 'WEBVTT\n\n%s --> %s\n%s\n\n%s --> %s\n%s\n' "$(to_min 0)" "$(to_min "$half")" "$first" \
      "$(to_min "$half")" "$(to_min "$seconds")" "$second" >"$out/captions/$name.$lang.vtt"
  done
}
mkdir -p "$out/captions"
make_clip clip-harbour 24 "gradients=c0=0x1f4e79:c1=0x4fa3d9:speed=0.02" 392 "Harbour at dawn"
make_clip clip-city 41 "gradients=c0=0x5f3dc4:c1=0xf783ac:speed=0.02" 440 "City lights"
make_clip clip-aurora 58 "gradients=c0=0x0b7285:c1=0x9c36b5:speed=0.015" 494 "Northern lights"
make_clip clip-sunset 73 "gradients=c0=0xd9480f:c1=0xffd43b:speed=0.015" 330 "Sunset"
make_clip clip-fields 87 "gradients=c0=0x2b8a3e:c1=0xd8f5a2:speed=0.01" 587 "Green fields"
ls -l "$out"/clip-*

# The demo's live channels (server/media/live-playlist.ts): per channel a loop of four 2-second
# segments, which /media/live/<name>.m3u8 plays as a never-ending live stream. Small on purpose
# (426x240, 150 kbit/s): each loop is committed. Each channel is its own studio card: its colours,
# its name, a LIVE badge and a ticker that crosses the screen once a loop (so a frozen stream shows
# as a stopped ticker, and the loop's restart does not jump), no test pattern (issue 32: colour bars
# read as a broken channel). The VOD playlist beside them lists the segments and their durations;
# the live route reads it.
live="$out/live"
mkdir -p "$live"
rm -f "$live"/*.m3u8 "$live"/*.ts
make_loop() {
  name=$1 c0=$2 c1=$3 title=$4 ticker=$5 tone=$6
  card="gradients=size=426x240:rate=25:duration=8:c0=$c0:c1=$c1:x0=0:y0=0:x1=0:y1=240:speed=0.00001"
  card="$card,drawtext=fontfile=$font:text='$title':x=(w-tw)/2:y=78:fontsize=30:fontcolor=white"
  card="$card,drawbox=x=(iw-64)/2:y=124:w=64:h=24:color=0xd7263d@1:t=fill"
  card="$card,drawtext=fontfile=$font:text='LIVE':x=(w-tw)/2:y=129:fontsize=15:fontcolor=white"
  card="$card,drawbox=x=0:y=204:w=iw:h=36:color=black@0.55:t=fill"
  card="$card,drawtext=fontfile=$font:text='$ticker':x='w-(t/8)*(w+tw)':y=214:fontsize=16:fontcolor=white"
  # shellcheck disable=SC2086
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$card" -f lavfi -i "sine=frequency=$tone:duration=8:sample_rate=44100" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryfast -threads 1 -b:v 150k -maxrate 180k -bufsize 180k \
    -g 50 -keyint_min 50 -sc_threshold 0 -c:a aac -b:a 32k -ac 1 -map_metadata -1 -fflags +bitexact -flags:v +bitexact \
    -flags:a +bitexact -f hls -hls_time 2 -hls_list_size 0 -hls_playlist_type vod \
    -hls_segment_filename "$live/$name-%d.ts" "$live/$name.m3u8"
}
make_loop sports 0x0b3d1f 0x1e7a3c "ICARO SPORTS" "Live coverage  ·  Scores  ·  Highlights  ·  Interviews" 523
make_loop news 0x0d1b3e 0x24508f "ZOOME NEWS" "Breaking news  ·  Politics  ·  Business  ·  Weather" 659
ls -l "$live"
