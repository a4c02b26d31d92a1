#!/usr/bin/env python3
"""`make bench`: the five release binaries measured in one run, as a person feels them, written to
Docs/Benchmarks.md and Docs/Benchmarks.json (see report.py for the table and its targets).

Usage: scripts/bench/bench.py BIN_PATH [--quick] [--variants mvc,vip] [--skip-callgrind]
"""

import argparse
import base64
import datetime
import json
import os
import platform
import subprocess
import sys

import fixtures
import measures
import report
from measures import ENTER, ESCAPE
from ptyapp import KITTY_ANSWERS, KITTY_ESCAPE

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHOWN_CARD = "Café Aurora"
MARKERS_6 = [b"Offline:", SHOWN_CARD.encode()]
MARKERS_10000 = [b"Offline:", b"Aurora Aurora"]
# Right along the top row, down through rows the screen has not shown yet, and back: every move draws new tiles.
MOVES = [b"l"] * 15 + [b"j"] * 20 + [b"h"] * 10 + [b"k"] * 15
# 300 moves right then back left, as an outside pty harness measured peak RSS: every few moves a new row of tiles,
# and the rows around it prefetched.
MOVES_300 = [b"l"] * 150 + [b"h"] * 150
# What profiling (perf, callgrind) found behind the figures: fixed in the shared code, or still open.
FINDINGS = [
    "Fixed (MyCardsKit): the store's display-text collation trimmed and compared names through Foundation on each "
    "of the ~130,000 comparisons of sorting 10,000 cards — 69 % of a launch with 10,000 cards. `DisplayTextOrder` "
    "compares ASCII names on their bytes with the same result.",
    "Fixed (MyCardsKit): GRDB's Codable row decoding (a sixth of a 10,000-card launch) and its per-record upsert, "
    "which built SQL anew and fetched each row back (a sixth of the merge's CPU): rows are now read and written by "
    "column name and stored with one cached INSERT … ON CONFLICT REPLACE statement.",
    "Fixed (MyCardsKit): a 10,000-card launch cost 1.0 G instructions (callgrind, MVC, to the first frame), 0.2 G "
    "of them the 6-card launch: the store sorted every card through the display-text collation (now the index "
    "`cardDisplayOrder` gives that order), each row was read by name through GRDB's generic optional decoding "
    "(type metadata looked up per value; now one pass over the row's columns), and `Card.trimmedName` went "
    "through Foundation for every tile (now only for names with non-ASCII or blank edges): 0.31 G now. The "
    "store was read through a memory map for a while (a third of the reading thread was `read()` copies); since "
    "no frame waits for the whole read any more, the map went again: its pages stayed resident (5 MiB).",
    "Fixed (MyCardsKit): a 10,000-card launch waited for the store to read every card (0.2 G instructions on the "
    "reading thread) before its first frame. `PersistenceQuery.cardsInDisplayOrder` has a first page (256 rows, "
    "more than the largest grid shows): a worker's first read of it answers that page, then every card. Later "
    "reads answer once. No architecture changed: each shows the last list it is given. First frame with 10,000 "
    "cards: 66 -> 24 ms.",
    "Fixed (MyCardsKit): a download decoded every photo to validate it (20,000 PNG decodes, two thirds of its CPU); "
    "a PNG is now proved whole by its chunks and their CRCs (`cic_png_check`, 0.2 µs instead of 30-50 µs), a JPEG "
    "is still decoded.",
    "Fixed (MyCardsKit): `mergeDownloaded` read each stored row back to compare it and drew each revision with two "
    "statements (most of what was left of the download's CPU); one cached INSERT … ON CONFLICT DO UPDATE … WHERE "
    "a downloaded column differs per card now lets SQLite compare, writes only the wire columns, and the revision "
    "counter is read and written once per merge.",
    "Fixed (MyCardsKit): JSONSerialization built two dictionaries per downloaded card (its own, then Foundation's): "
    "30 MB of the 44.5 MB heap peak of a 10,000-card download (valgrind massif). `CardParser` now walks the body's "
    "bytes itself (`JSONScanner`, RFC 8259) and makes each card as it reaches it: heap peak 16.9 MB, the download's "
    "peak RSS 82 -> 64 MiB before the HTTP client below, download to shown 0.31 -> 0.27 s.",
    "Fixed (build): the release binaries link the Swift runtime and Foundation statically (`--static-swift-stdlib`): "
    "the loader no longer maps and relocates ~20 shared Swift libraries. `show` went from 26.7 to 20.2 ms of CPU "
    "(median of 60 runs), its RSS from 34.7 to 29.7 MiB; a variant idle on 6 cards holds 36.5 MiB instead of 42.1.",
    "Fixed (MyCardsUI): a keystroke's frame spent a quarter of its time copying and destroying cells (a "
    "`Character` is a string: retain/release on each of the 3,200 cells filled, diffed and drawn) and a tenth "
    "asking `DisplayWidth` of every cell written and overwritten. Cells now hold a `Glyph` (a scalar, or an entry "
    "of a table of longer clusters) and their width; rows are filled and photo rows copied whole; the colour pair "
    "given last is answered without hashing. Callgrind, first frame plus 120 moves with 10,000 cards, main "
    "thread: 1,274 M -> 382 M instructions.",
    "Fixed (MyCardsUI): a key that scrolled the grid decoded, scaled and quantised a new row of photos inside "
    "the frame (~1.1 M instructions a tile). The Cards screen now has the rows just above and below the shown "
    "ones rendered on a background queue (`PhotoCache.prefetch`).",
    "Open: the rest of a keystroke's frame is curses: `doupdate` formats a colour change for nearly every photo "
    "cell through terminfo's `setaf`/`setab` strings (`_nc_tiparm`) and converts each wide character to UTF-8 "
    "(~1.6 M of the ~3.2 M instructions a frame, callgrind): the next cost to cut, by writing the changed cells"
    "' escapes ourselves or asking curses for fewer colour changes.",
    "Fixed (MyCardsKit, MyCardsUI): a first frame with 6 cards was ~180 M instructions, 57 % of them decoding the "
    "six 600×338 PNG photos whole and scaling them to their tiles, one after the other. PNGs are now decoded "
    "through libpng's low-level API without zlib's ADLER-32 (every chunk's CRC-32 is still checked) straight into "
    "the image's array, `RGBAImage.scaled(to:)` runs scalar pointer loops without bounds "
    "checks (scaling `show`'s two photos: 10.0 -> 7.1 M instructions, output byte-identical; a SIMD4 version took "
    "4.7 M but made a debug launch's first frame 379 ms, generic SIMD code going through the runtime at -Onone), and the Cards screen has the photos it "
    "is about to show rendered on both cores at once (`PhotoCache.prepare`). First frame with 6 cards: 33 -> 26 ms.",
    "Open: a launch still spends ~16 M instructions (3 ms) in the Swift runtime's protocol-conformance scans, "
    "125 first lookups (ArgumentParser's reflection, Foundation's casts) each walking every conformance record "
    "of the statically linked binary; and the loader's relative relocations (128,000) of the binary itself.",
    "Fixed (MyCardsUI, MyCardsKit): `show --code` cost 34.4 M instructions (callgrind, MVC), 16.6 M of them "
    "ArgumentParser's parse: ~60 first protocol-conformance lookups from its reflection, each walking the 6,425 "
    "conformance records of the static binary. `show`'s plain command lines are now read by `ShowCommandLine` "
    "(checked against ArgumentParser shape by shape; help, --version and anything unusual still go through it), "
    "names and numbers ASCII at their edges are trimmed without Foundation, and libZXing is opened on the first "
    "photo read instead of linked (~750 loader bindings, 1.0 M instructions, ~0.5 MiB resident, in every process): "
    "17.5 M, 13.7 -> 9.7 ms of CPU (perf stat, median of three passes of 50), `show` 70.2 -> 53.4 M. What is "
    "left is the loader (~5 M: libstdc++ and libsqlite3 bind ~3,300 symbols, the binary's 90,000 relative "
    "relocations dirty ~290 pages) and GRDB's open and reads (~7 M, mostly first conformance lookups).",
    "Fixed (MyCardsKit): peak RSS rose 2.5-4.5 MiB with checkout codes and Catima import (the 10,000-card "
    "download 37.0 -> 41.3 MiB): the heap at the download's peak 14.4 -> 17.8 MB (smaps), as `Card` grew from "
    "128 to 344 bytes — its Catima fields (eleven strings, the groups, the icon) inline in every card, for the few "
    "that have them — in each list of 10,000 cards a download or a launch holds; and libZXing's pages (0.5 MiB). "
    "The Catima fields now sit behind a reference (152 bytes a card) and libZXing loads on demand: download 41.4 "
    "-> 39.7 MiB, 300 moves 38.5 -> 37.3 MiB (A/B, same machine). Open: the rest of the rise, ~1.5 MiB of heap "
    "pages at the download's peak. valgrind massif puts the live heap's peak (the 6 MB body arriving) at 7.3 MB "
    "before checkout codes and 8.0 MB now (more live objects and base64 buffers at that instant); the number "
    "and barcode every card carries add ~0.25 MB per list of 10,000 (128 -> 152 bytes a card); the remainder "
    "is freed memory malloc keeps in its heap, which moves with timing rather than with the code.",
    "Fixed (MyCardsKit): every mycards-* process loaded libcurl at launch (FoundationNetworking's URLSession: ~30 "
    "libraries — OpenSSL, GnuTLS, Kerberos, LDAP, ssh2 — their relocations and constructors) for a backend that "
    "speaks plain http. `SocketHTTPSession`, the app's own HTTP/1.1 client over POSIX sockets (poll against one "
    "deadline; Content-Length, chunked or to-close; 64 KiB head and 512 MiB body caps), replaces it: the release "
    "mycards-mvc needs 12 shared objects instead of 41, `--version` takes 5.7 ms instead of 11.9 (median of 30), a "
    "first frame on 6 cards 161 M instructions instead of 178 M, a variant idle on 6 cards holds 31.1 MiB instead "
    "of 36.2. `--backend https://…` is refused at the start (exit 64).",
    "Fixed (MyCardsKit): each card opened and closed with 10,000 in the store added ~9 MiB at the peak: the Cards "
    "screen read every card again when it reappeared, holding the old and the new copy at once. A list asked for "
    "again while the store is unchanged (this process's writes counted, other connections' seen through SQLite's "
    "`data_version`) is now answered from the last read, sharing its storage: peak RSS of the 10,000-card "
    "keystroke run 49 -> 38 MiB.",
    "Fixed (MyCardsKit, MyCardsUI): a 10,000-card download peaked at 48-49 MiB after the fixes above: each thread "
    "(network, store, main) had its own malloc arena and kept what it freed for itself (the 6 MB body among it), "
    "and the store's pages read through the memory map stayed resident. One arena for every thread "
    "(`MemoryPolicy`, `mallopt(M_ARENA_MAX, 1)` before the first thread) and no map: 36-37 MiB, the download, "
    "first frames and keystrokes measured the same (A/B, same tree).",
    "Fixed (MyCardsUI): 300 moves right then left over 10,000 cards read a peak RSS of 43.0 MiB in a release build "
    "linked to the shared Swift libraries (median of 3; 38.2 static), 3.3 MiB over the same launch without moves: "
    "the photo cache kept the decoded pixels of every thumbnail the grid prefetched or prepared, up to its 64 MiB "
    "budget. Those keep only their raster now (a resize decodes a thumbnail again in a millisecond): 39.6 MiB "
    "shared (median of 3), the moves adding 0.1 MiB. This table measures the static build `make bench` makes.",
    "Open: the RSS floor of a static binary (smaps, 6 cards, idle, ~30 MiB): ~14 MiB of its text and read-only "
    "data are touched at start — the conformance scans above read a type descriptor for every conformance "
    "record, spread over the whole binary — plus the data its relocations dirty. The floor needs fewer "
    "conformance lookups at start (ArgumentParser's reflection is most of them).",
    "Fixed (MyCardsKit): a 10,000-card download peaked at 40.5-41.7 MiB (this harness's download alone, three "
    "rounds, before/after interleaved, load 3-5). Its heap (valgrind massif) peaked twice: 15.0 MB while parsing "
    "(the 6 MB body beside the cards with their photos) and 16.3 MB as the merged store was read back, 6 MB of it "
    "SQLite's page caches (2,000 KiB each on the writer and the readers, filled by the merge and the read). The "
    "body is now parsed as it arrives (`CardBodyReader`, `JSONArrayFramer`: each card made once its element has "
    "come, the bytes dropped as read; parse peak ~9 MB) and each connection keeps 512 KiB: 37.3-37.9 MiB on all "
    "five, download to shown unchanged. Neither alone did it: the cache alone 38.8-39.4 MiB, streaming alone "
    "no change (the read-back stayed the peak).",
    "Fixed (MyCardsUI, MyCardsKit): the fixed journey went from 203-204 M instructions before the move to Swift "
    "concurrency to 214-215 M after it (callgrind, release, MVC 208.6 M on the commit before the move, measured "
    "again). Three causes: the terminal's start-up replies were worded for the log even without `--log` "
    "(`\\(replies)` through debugPrint and Mirror: a dozen first conformance lookups, 5.2 M); a read with a limit (the "
    "first page, one card) was counted first (`SELECT COUNT(*)`, 1.1 M); and the shell's spinner timer, a "
    "main-actor task since the move, woke ten times a second for the whole run (2.6 M): it now runs only while "
    "the status line is busy. 205-207 M on the five after.",
    "Decided (build): `make run` stays on the debug build. Measured here: a clean build of every product takes "
    "65 s in debug and 146 s in release (static); after an edit in MyCardsKit the rebuild takes 2 s against 12-17 s "
    "(the release build optimises whole modules), after an edit in an architecture 2.3 s against 2.9 s. The debug "
    "binary's first frame is 90 ms with 6 cards and 72 ms with 10,000, a move through the grid 2.5-3.5 ms, opening "
    "a card 4-5 ms: slower than release (21-32 ms, 0.8-1.1 ms, 1.5-1.9 ms) but each well inside a frame a person "
    "can notice, while the first `make run` on a fresh machine and every edit-run turn of the workshop wait less.",
    "Fixed (build): MVVM, VIPER and VIP were built without the optimiser's existential specializer (`unsafeFlags` "
    "in Package.swift: Swift 6.3.1 crashed specialising their generated traced proxies; Tools/CompilerCrashes has "
    "the crash reduced to a file of our own), so their figures were not built like MVC's and TEA's. The proxies "
    "now live in tracing modules and are made from an existential, never specialised, and every product builds "
    "with the same settings (`make release`). Instructions of `make instructions`' journey (callgrind, debug "
    "build, untraced), before and after: MVC 1,107.9 M and 1,108.3 M; MVVM 1.009× and 1.009× MVC's, VIPER 1.000× "
    "and 1.001×, VIP 1.001× and 1.001×, TEA 0.993× and 0.993×.",
]
# The callgrind journey: the same few keys every time, each waited for before the next.
JOURNEY = [b"l", b"l", b"j", b"h", b"k", ENTER, ESCAPE, b"G", b"g"]


def main():
    arguments = parse_arguments()
    bins = arguments.bin_path
    work = os.path.join(ROOT, ".build", "bench-work")
    os.makedirs(work, exist_ok=True)
    variants = arguments.variants.split(",")
    repeats = {"launch6": 10, "launch10k": 5, "keys": 2, "download": 3, "show": 20} if not arguments.quick else \
        {"launch6": 3, "launch10k": 2, "keys": 1, "download": 1, "show": 5}
    binary = {variant: os.path.join(bins, f"mycards-{variant}") for variant in variants}
    backend = os.path.join(bins, "mycards-backend")

    wire = os.path.join(work, "cards-10000.json")
    if not os.path.exists(wire):
        say("making 10,000 cards in the wire format")
        fixtures.write_cards(wire, 10000)
    store6, store10k = os.path.join(work, "store-6.sqlite"), os.path.join(work, "store-10000.sqlite")
    say("filling a store with the repository's cards.json through the app")
    measures.download(binary[variants[0]], work, backend, os.path.join(ROOT, "cards.json"),
                      [b"Downloaded 6 cards", SHOWN_CARD.encode()], keep_store=store6)

    load_before = os.getloadavg()
    figures = {variant: {} for variant in variants}
    # First, as it is the slowest to fail: instructions do not depend on the machine's load.
    instructions = {}
    if not arguments.skip_callgrind:
        for variant in variants:
            say(f"{variant}: the fixed journey under callgrind")
            instructions[variant] = measures.instructions(binary[variant], work, store6, MARKERS_6, JOURNEY)
    kinds = ["first_frame_6", "first_frame_10000", "move", "open", "close", "close_kitty", "download", "rss",
             "rss_moves_300", "rss_download", "show", "show_code"]
    samples = {variant: {key: [] for key in kinds} for variant in variants}
    late = {variant: 0 for variant in variants}

    for round_number in range(repeats["download"]):
        for variant in variants:
            say(f"{variant}: 10,000 cards downloaded and shown ({round_number + 1}/{repeats['download']})")
            seconds, rss = measures.download(binary[variant], work, backend, wire,
                                             [b"Downloaded 10000 cards", b"Aurora Aurora"],
                                             keep_store=store10k if round_number == 0 else None)
            samples[variant]["download"].append(seconds)
            samples[variant]["rss_download"].append(rss)
    for round_number in range(repeats["launch6"]):
        for variant in variants:
            samples[variant]["first_frame_6"].append(measures.first_frame(binary[variant], work, store6, MARKERS_6))
    say("first frames with 6 cards done")
    for round_number in range(repeats["launch10k"]):
        for variant in variants:
            samples[variant]["first_frame_10000"].append(
                measures.first_frame(binary[variant], work, store10k, MARKERS_10000))
    say("first frames with 10,000 cards done")
    for round_number in range(repeats["keys"]):
        for variant in variants:
            say(f"{variant}: keystrokes with 10,000 cards ({round_number + 1}/{repeats['keys']})")
            result = measures.keystrokes(binary[variant], work, store10k, MARKERS_10000, MOVES, 10)
            for kind in ("move", "open", "close"):
                samples[variant][kind] += result[kind]
            samples[variant]["rss"].append(result["rss_kib"])
            late[variant] += result["late"] + result["silent"]
            # The same open and close in a terminal that answers as kitty: Escape comes as `ESC [ 27 u`, so curses
            # has no escape delay to wait out (and the tiles are in pixels).
            say(f"{variant}: Esc with the kitty keyboard protocol ({round_number + 1}/{repeats['keys']})")
            kitty = measures.keystrokes(binary[variant], work, store10k, MARKERS_10000, [], 10,
                                        answers=KITTY_ANSWERS, escape=KITTY_ESCAPE)
            samples[variant]["close_kitty"] += kitty["close"]
            late[variant] += kitty["late"] + kitty["silent"]
            say(f"{variant}: 300 moves with 10,000 cards ({round_number + 1}/{repeats['keys']})")
            samples[variant]["rss_moves_300"].append(
                measures.keystrokes(binary[variant], work, store10k, MARKERS_10000, MOVES_300, 0)["rss_kib"])

    photo = write_shown_photo(work)
    chafa_argv = ["chafa", "--format", "symbols", "--colors", "240", "--symbols", "vhalf", "--size", "120x34",
                  "--animate", "off", photo]
    chafa_samples = []
    env = measures.environment(work)
    for round_number in range(repeats["show"]):
        chafa_samples.append(measures.process_seconds(chafa_argv)[0])
        for variant in variants:
            argv = [binary[variant], "show", SHOWN_CARD, "--color", "always", "--width", "120", "--store", store6]
            samples[variant]["show"].append(measures.process_seconds(argv, env)[0])
            code_argv = [binary[variant], "show", "aurora", "--code", "--color", "always", "--width", "120",
                         "--store", store6]
            samples[variant]["show_code"].append(measures.process_seconds(code_argv, env)[0])
    say("show and chafa done")

    for variant in variants:
        own = samples[variant]
        figures[variant] = {
            "first_frame_6": report.summary(own["first_frame_6"], 1000),
            "first_frame_10000": report.summary(own["first_frame_10000"], 1000),
            "key_move_10000": report.summary(own["move"], 1000),
            "key_open": report.summary(own["open"], 1000),
            "key_close": report.summary(own["close"], 1000),
            "key_close_kitty": report.summary(own["close_kitty"], 1000),
            "download_10000": report.summary(own["download"]),
            "peak_rss_10000": {"value": max(own["rss"]) / 1024, "runs": [kib / 1024 for kib in own["rss"]]},
            "peak_rss_moves_300": {"value": max(own["rss_moves_300"]) / 1024,
                                   "runs": [kib / 1024 for kib in own["rss_moves_300"]]},
            "peak_rss_download": {"value": max(own["rss_download"]) / 1024,
                                  "runs": [kib / 1024 for kib in own["rss_download"]]},
            "show": report.summary(own["show"], 1000),
            "show_code": report.summary(own["show_code"], 1000),
            "late_frames": late[variant],
        }
        if variant in instructions:
            figures[variant]["instructions"] = {"value": instructions[variant] / 1e6, "raw": instructions[variant]}
    chafa = report.summary(chafa_samples, 1000)
    for variant in variants:
        figures[variant]["show"]["chafa_ratio"] = figures[variant]["show"]["median"] / chafa["median"]

    results = {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": machine(),
        "load_average": {"before": round(load_before[0], 1), "after": round(os.getloadavg()[0], 1)},
        "variants": figures,
        "chafa": dict(chafa, version=chafa_version(), photo=f"{SHOWN_CARD} front"),
        "pty_floor": report.summary(measures.pty_floor(200), 1000),
        "settings": {"terminal": "100x32 xterm-256color", "moves": len(MOVES), "journey": [k.decode() for k in JOURNEY],
                     "repeats": repeats},
        "notes": [
            "10,000 cards: generated by `scripts/bench/fixtures.py` (two distinct 96×60 PNG pictures each); the "
            "6-card store is the repository's `cards.json` downloaded through the app.",
            "Late frames (output that came more than 30 ms after a key's frame, or a key with no answer): "
            + ", ".join(f"{v.upper()} {late[v]}" for v in variants) + ".",
        ] + FINDINGS,
    }
    report.write(results, os.path.join(ROOT, "Docs", "Benchmarks.md"), os.path.join(ROOT, "Docs", "Benchmarks.json"))
    print(report.markdown(results))


def write_shown_photo(work):
    """The front of the shown card, as the file chafa reads."""
    with open(os.path.join(ROOT, "cards.json")) as text:
        card = next(card for card in json.load(text) if card["name"] == SHOWN_CARD)
    data = base64.b64decode(card["front"])
    path = os.path.join(work, "shown-front" + (".png" if data.startswith(b"\x89PNG") else ".jpg"))
    with open(path, "wb") as out:
        out.write(data)
    return path


def chafa_version():
    first = subprocess.run(["chafa", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    return first.split()[-1]


def machine():
    cores = os.cpu_count()
    return f"{platform.machine()}, {cores} cores, Linux {platform.release()}"


def say(text):
    print(f"bench: {text}", file=sys.stderr, flush=True)


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bin_path", help="the folder of the release binaries (swift build -c release --show-bin-path)")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions, for a look rather than a record")
    parser.add_argument("--variants", default=",".join(report.VARIANTS))
    parser.add_argument("--skip-callgrind", action="store_true")
    return parser.parse_args()


if __name__ == "__main__":
    main()
