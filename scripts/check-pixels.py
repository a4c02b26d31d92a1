#!/usr/bin/env python3
"""`make check-pixels` (outside CI, like `make check-scan`): photos and codes in pixels as a person's terminal shows
them (Docs/Photos.md "Checked in real terminals"). Under Xvfb, in xterm as a VT340 (sixel) and in kitty (kitty's
graphics protocol), for the six sample cards and one card no spec has seen (drawn here by generate-media.py's
functions, with a number of its own): `show NAME --back`, the Card screen and the back photo full size. Each
screenshot's barcodes are read with zxing-cpp, and the photo's region is compared with the source (SSIM). Passes when
as many codes read off the screen as off the source files, and every `show --back` photo region has SSIM ≥ 0.9.

Needs: xvfb, xterm, kitty, imagemagick, xdotool (Debian) and PyPI's zxing-cpp; numpy and scipy.
Usage: scripts/check-pixels.py   (PIXELS_OUT: where the screenshots go; default .build-pixels)"""
import base64
import importlib.util
import json
import os
import random
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'scripts', 'lib'))
import pixels_analysis as analysis  # noqa: E402

OUT = os.environ.get('PIXELS_OUT', os.path.join(ROOT, '.build-pixels'))
COLUMNS, ROWS = 100, 40
FONT = ('DejaVu Sans Mono', 11)


def need_tools():
    missing = [tool for tool in ['Xvfb', 'xterm', 'kitty', 'import', 'xdotool', 'tmux'] if not shutil.which(tool)]
    try:
        import zxingcpp  # noqa: F401
    except ImportError:
        missing.append('zxing-cpp (pip)')
    if missing:
        sys.exit('check-pixels: missing %s — apt-get install xvfb xterm kitty imagemagick xdotool tmux; '
                 'pip install zxing-cpp' % ', '.join(missing))


def unseen_card():
    """A card no spec has seen: generate-media.py's drawing, a name, colours and an EAN-13 of its own."""
    spec = importlib.util.spec_from_file_location('media', os.path.join(ROOT, 'scripts', 'generate-media.py'))
    media = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(media)
    rng = random.Random(38)
    digits = ''.join(str(rng.randrange(10)) for _ in range(12))
    card = dict(identifier='38383838-0000-4000-8000-000000000038', name='Kiosk am Hafen', tagline='PRESSE & TABAK',
                logo='drop', colors=((20, 90, 110), (60, 160, 170), (250, 220, 120)), band='arc', pattern='waves',
                number='3838 0000 1111 2222', holder='KIM HAFEN', tier='HARBOUR', since=2024,
                barcode=('ean13', digits), phone='040 555 0138', website='www.kiosk-hafen.de')
    front, back = media.encode_png(media.draw_front(card)), media.encode_png(media.draw_back(card))
    return {'identifier': card['identifier'], 'name': card['name'],
            'front': base64.b64encode(front).decode(), 'back': base64.b64encode(back).decode()}


def build():
    log = open(os.path.join(OUT, 'build.log'), 'w')
    # Release: what a person runs; a debug build takes seconds to encode a screen of sixel tiles.
    for product in ['mycards-mvc', 'mycards-backend']:
        subprocess.run(['swift', 'build', '-c', 'release', '--product', product], cwd=ROOT, stdout=log, stderr=log,
                       check=True)
    return subprocess.run(['swift', 'build', '-c', 'release', '--show-bin-path'], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout.strip()


def make_store(bin_path, cards):
    """The cards downloaded once by the app from the mock backend seeded with them, into a store of our own."""
    seed = os.path.join(OUT, 'seed.json')
    json.dump(cards, open(seed, 'w'))
    store = os.path.join(OUT, 'cards.sqlite')
    for stale in [store, os.path.join(OUT, 'backend.json')]:
        if os.path.exists(stale):
            os.remove(stale)
    backend = subprocess.Popen([os.path.join(bin_path, 'mycards-backend'), '--port', '0', '--data',
                                os.path.join(OUT, 'backend.json'), '--seed', seed], stdout=subprocess.PIPE, text=True)
    url = backend.stdout.readline().strip().rsplit(' ', 1)[-1]
    log = os.path.join(OUT, 'download.log')
    tmux = ['tmux', '-L', 'check-pixels-%d' % os.getpid()]
    subprocess.run(tmux + ['-f', '/dev/null', 'new-session', '-d', '-x', '100', '-y', '32', '-e', 'TERM=xterm-256color',
                           '%s/mycards-mvc --backend %s --store %s --log %s' % (bin_path, url, store, log)], check=True)
    for _ in range(100):
        time.sleep(0.2)
        if os.path.exists(log) and 'download succeeded' in open(log).read():
            break
    subprocess.run(tmux + ['kill-server'])
    backend.terminate()
    backend.wait()
    return store


class Display:
    def __init__(self):
        self.number = ':%d' % (80 + os.getpid() % 9)
        self.server = subprocess.Popen(['Xvfb', self.number, '-screen', '0', '1400x1000x24'],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1)
        self.env = dict(os.environ, DISPLAY=self.number)

    def terminal(self, kind, command):
        """xterm as a VT340 or kitty, COLUMNS × ROWS, running `command` (a shell line)."""
        if kind == 'xterm':
            argv = ['xterm', '-ti', 'vt340', '-geometry', '%dx%d' % (COLUMNS, ROWS), '-fa', FONT[0], '-fs',
                    str(FONT[1]), '-bg', 'black', '-fg', 'grey80', '-e', 'sh', '-c', command]
        else:
            argv = ['kitty', '-o', 'font_family=%s' % FONT[0], '-o', 'font_size=%d' % FONT[1], '-o',
                    'initial_window_width=%dc' % COLUMNS, '-o', 'initial_window_height=%dc' % ROWS, '-o',
                    'remember_window_size=no', '-o', 'window_padding_width=0', 'sh', '-c', command]
        return subprocess.Popen(argv, env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def shot(self, name):
        path = os.path.join(OUT, name + '.png')
        subprocess.run(['import', '-window', 'root', path], env=self.env, check=True)
        return path

    def keys(self, *keys):
        for key in keys:
            subprocess.run(['xdotool', 'key', key], env=self.env, check=True)
            time.sleep(0.25)

    def close(self):
        self.server.terminate()


def wait_for(path, seconds=20):
    for _ in range(int(seconds / 0.1)):
        if os.path.exists(path):
            return True
        time.sleep(0.1)
    return False


def show_back(display, kind, bin_path, store, card, index):
    marker = os.path.join(OUT, 'shown-%s-%d' % (kind, index))
    if os.path.exists(marker):
        os.remove(marker)
    # As a person would: the command typed into a terminal that is up, not one that is still opening its window (kitty
    # under Xvfb answers its first question after 100 ms and more).
    command = 'sleep 1; %s/mycards-mvc show "%s" --back --store %s; touch %s; sleep 30' % (bin_path, card, store, marker)
    process = display.terminal(kind, command)
    wait_for(marker)
    time.sleep(1.0)
    path = display.shot('show-back-%s-%d' % (kind, index))
    process.terminate()
    return analysis.load(path)


def card_screens(display, kind, bin_path, store, count):
    """The app's Card screen and full-size back photo of every card, in the grid's order (by name)."""
    process = display.terminal(kind, 'sleep 1; %s/mycards-mvc --offline --store %s --log %s/app-%s.log' % (
        bin_path, store, OUT, kind))
    time.sleep(5)
    shots = []
    for index in range(count):
        display.keys('g', *['Right'] * index, 'Return')
        time.sleep(1.5)
        card = analysis.load(display.shot('card-%s-%d' % (kind, index)))
        display.keys('b')
        time.sleep(1.5)
        full = analysis.load(display.shot('back-%s-%d' % (kind, index)))
        display.keys('Escape', 'Escape')
        time.sleep(0.5)
        shots.append((card, full))
    process.terminate()
    return shots


def main():
    need_tools()
    os.makedirs(OUT, exist_ok=True)
    cards = json.load(open(os.path.join(ROOT, 'cards.json'))) + [unseen_card()]
    bin_path = build()
    store = make_store(bin_path, cards)
    sources = {}
    for card in cards:
        path = os.path.join(OUT, 'source-%s.png' % card['identifier'][:8])
        open(path, 'wb').write(base64.b64decode(card['back']))
        sources[card['name']] = analysis.load(path)
    by_name = sorted(cards, key=lambda card: card['name'].lower())
    display = Display()
    rows = []
    try:
        for kind in ['xterm', 'kitty']:
            screens = card_screens(display, kind, bin_path, store, len(by_name))
            for index, card in enumerate(by_name):
                source = sources[card['name']]
                shown = show_back(display, kind, bin_path, store, card['name'], index)
                similarity, _ = analysis.photo_similarity(shown, source)
                full_similarity, _ = analysis.photo_similarity(screens[index][1], source, top=30)
                rows.append(dict(terminal=kind, card=card['name'], source=analysis.decode(source),
                                 show=analysis.decode(shown), card_screen=analysis.decode(screens[index][0]),
                                 full=analysis.decode(screens[index][1]), ssim_show=similarity, ssim_full=full_similarity))
    finally:
        display.close()
    report(rows)


def report(rows):
    def codes(found):
        return ', '.join(found) if found else '—'
    print('| terminal | card | from the source file | show --back | Card screen | photo full size | SSIM show --back | SSIM full size |')
    print('| --- | --- | --- | --- | --- | --- | ---: | ---: |')
    for row in rows:
        print('| %s | %s | %s | %s | %s | %s | %.3f | %.3f |' % (
            row['terminal'], row['card'], codes(row['source']), codes(row['show']), codes(row['card_screen']),
            codes(row['full']), row['ssim_show'], row['ssim_full']))
    failed = False
    for kind in ['xterm', 'kitty']:
        mine = [row for row in rows if row['terminal'] == kind]
        from_source = sum(1 for row in mine if row['source'])
        from_show = sum(1 for row in mine if set(row['source']) <= set(row['show']) and row['source'])
        worst = min(row['ssim_show'] for row in mine)
        print('%s: %d of %d codes read off show --back (%d off the source files); lowest SSIM %.3f' % (
            kind, from_show, len(mine), from_source, worst))
        failed |= from_show < from_source or worst < 0.9
    print('check-pixels: screenshots in %s' % OUT)
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
