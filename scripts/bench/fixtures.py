"""Test data for the benchmarks, made with the standard library only.

`many_cards(n)` gives n cards in the wire format of Docs/Behaviour.md (`cards.json`), each with two distinct small PNG
pictures of a loyalty card (stripes, a logo block, a barcode, in colours drawn from the card's number), so that
no two photos are the same and the app's photo cache cannot share them. 10,000 of them are a few MiB of JSON.
"""

import base64
import json
import struct
import zlib

# ISO/IEC 7810 ID-1 aspect (85.60 x 53.98 mm), small enough that 20,000 pictures stay a few tens of MiB.
WIDTH, HEIGHT = 96, 60

WORDS = ["Aurora", "Bakery", "Cinema", "Deli", "Espresso", "Florist", "Grocer", "Hardware", "Ink", "Juice",
         "Kiosk", "Library", "Market", "Noodle", "Optician", "Pharmacy", "Quilt", "Records", "Sushi", "Tea"]


def png(width, height, row):
    """An RGB PNG; `row(y)` gives the bytes of one row (r, g, b per pixel)."""
    rows = b"".join(b"\x00" + row(y) for y in range(height))  # filter type 0 (none) before each row

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + \
        chunk(b"IEND", b"")


def card_picture(number, side):
    """A card face: a coloured field with a logo and a stripe on the front; a magnetic strip and a barcode drawn from
    the card's number on the back."""
    hue = (number * 47) % 256
    base = bytes((hue, (hue * 3 + 80) % 256, (255 - hue + number % 97) % 256))
    accent = bytes(((base[0] + 128) % 256, (base[1] + 96) % 256, (base[2] + 64) % 256))
    white, black = b"\xf0\xf0\xf0", b"\x00\x00\x00"
    bits = number * 2654435761 & 0xFFFFFFFF
    barcode = base * 10 + b"".join(black if (bits >> (x // 3 % 32)) & 1 else white for x in range(76)) + base * 10
    logo = base * 8 + accent * 18 + base * (WIDTH - 26)

    def front(y):
        if 8 <= y < 26:
            return logo
        return white * WIDTH if 40 <= y < 46 else base * WIDTH

    def back(y):
        if 6 <= y < 16:
            return b"\x14\x14\x14" * WIDTH  # magnetic strip
        if 34 <= y < 52:
            return barcode
        return accent * WIDTH if y > 54 else base * WIDTH

    return png(WIDTH, HEIGHT, front if side == "front" else back)


def many_cards(count):
    cards = []
    for number in range(count):
        name = f"{WORDS[number % len(WORDS)]} {WORDS[number // len(WORDS) % len(WORDS)]} {number:05d}"
        cards.append({
            "identifier": f"BENCH-{number:08d}",
            "name": name,
            "front": base64.b64encode(card_picture(number, "front")).decode(),
            "back": base64.b64encode(card_picture(number, "back")).decode(),
        })
    return cards


def write_cards(path, count):
    with open(path, "w") as out:
        json.dump(many_cards(count), out)
