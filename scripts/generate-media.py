#!/usr/bin/env python3
"""Draws the My Cards sample media: loyalty-card pictures, library photos and camera frames.

Standard library only, and deterministic: every random choice comes from a seeded
generator and the encoders write no timestamps, so two runs give identical bytes.
Run from anywhere: python3 scripts/generate-media.py
"""
import base64
import heapq
import json
import math
import os
import random
import struct
import sys
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CARD_W, CARD_H, CORNER = 600, 338, 26
WHITE, BLACK = (255, 255, 255), (0, 0, 0)


def clamp(v, lo=0.0, hi=1.0):
    return lo if v < lo else hi if v > hi else v


def mix(c1, c2, t):
    return tuple(int(round(a + (b - a) * t)) for a, b in zip(c1, c2))


# ---------------------------------------------------------------- canvas

class Canvas:
    """An 8-bit RGB picture kept as one flat bytearray, row after row."""

    _tables = {}

    def __init__(self, w, h, color=WHITE):
        self.w, self.h = w, h
        self.buf = bytearray(bytes(color) * (w * h))

    @classmethod
    def _table(cls, c, a):
        key = (c, a)
        if key not in cls._tables:
            cls._tables[key] = bytes(v + int(round((c - v) * a / 255)) for v in range(256))
        return cls._tables[key]

    def blend_pixel(self, x, y, color, a):
        if 0 <= x < self.w and 0 <= y < self.h and a > 0:
            i, b = (y * self.w + x) * 3, self.buf
            for k in range(3):
                b[i + k] += int(round((color[k] - b[i + k]) * min(a, 1.0)))

    def blend_span(self, y, x0, x1, color, a=1.0):
        """Blends one row segment through per-channel lookup tables, so long spans stay cheap."""
        x0, x1 = max(x0, 0), min(x1, self.w)
        if x1 <= x0 or not 0 <= y < self.h or a <= 0:
            return
        s, e = (y * self.w + x0) * 3, (y * self.w + x1) * 3
        if a >= 0.999:
            self.buf[s:e] = bytes(color) * (x1 - x0)
            return
        ai = int(round(a * 255))
        for k in range(3):
            self.buf[s + k:e:3] = self.buf[s + k:e:3].translate(self._table(color[k], ai))

    def fill_rect(self, x0, y0, x1, y1, color, a=1.0):
        for y in range(max(int(y0), 0), min(int(y1), self.h)):
            self.blend_span(y, int(x0), int(x1), color, a)

    def fill_sdf(self, bbox, sdf, color, a=1.0):
        """Fills where sdf < 0, anti-aliased over one pixel; color may be a function of (x, y)."""
        x0, y0 = max(int(bbox[0]) - 1, 0), max(int(bbox[1]) - 1, 0)
        x1, y1 = min(int(bbox[2]) + 2, self.w), min(int(bbox[3]) + 2, self.h)
        flat = not callable(color)
        for y in range(y0, y1):
            py, run = y + 0.5, None
            for x in range(x0, x1):
                d = sdf(x + 0.5, py)
                if d <= -0.5 and flat:
                    if run is None:
                        run = x
                    continue
                if run is not None:
                    self.blend_span(y, run, x, color, a)
                    run = None
                if d < 0.5:
                    self.blend_pixel(x, y, color if flat else color(x, y), a * (0.5 - d))
            if run is not None:
                self.blend_span(y, run, x1, color, a)

    def crop(self, x, y, w, h):
        out = Canvas(w, h)
        for r in range(h):
            s = ((y + r) * self.w + x) * 3
            out.buf[r * w * 3:(r + 1) * w * 3] = self.buf[s:s + w * 3]
        return out

    def sample(self, sx, sy):
        """Bilinear sample at a fractional position, clamped to the edges."""
        sx, sy = clamp(sx, 0, self.w - 1.001), clamp(sy, 0, self.h - 1.001)
        ix, iy = int(sx), int(sy)
        fx, fy = sx - ix, sy - iy
        i = (iy * self.w + ix) * 3
        j, b = i + self.w * 3, self.buf
        return tuple((b[i + k] * (1 - fx) + b[i + 3 + k] * fx) * (1 - fy)
                     + (b[j + k] * (1 - fx) + b[j + 3 + k] * fx) * fy for k in range(3))


# ---------------------------------------------------------------- shapes (signed distances)

def sdf_circle(cx, cy, r):
    return lambda x, y: math.hypot(x - cx, y - cy) - r


def sdf_ring(cx, cy, r, half_width):
    return lambda x, y: abs(math.hypot(x - cx, y - cy) - r) - half_width


def rounded_box_distance(u, v, hw, hh, r):
    qx, qy = abs(u) - hw + r, abs(v) - hh + r
    return math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r


def sdf_round_rect(x0, y0, x1, y1, r):
    cx, cy, hw, hh = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2
    return lambda x, y: rounded_box_distance(x - cx, y - cy, hw, hh, r)


def sdf_capsule(ax, ay, bx, by, r):
    ex, ey = bx - ax, by - ay
    ee = ex * ex + ey * ey or 1e-9

    def f(x, y):
        t = clamp(((x - ax) * ex + (y - ay) * ey) / ee)
        return math.hypot(x - ax - ex * t, y - ay - ey * t) - r
    return f


def sdf_polygon(pts):
    edges = [(ax, ay, bx, by, bx - ax, by - ay, (bx - ax) ** 2 + (by - ay) ** 2 or 1e-9)
             for (ax, ay), (bx, by) in zip(pts, pts[1:] + pts[:1])]

    def f(x, y):
        best, inside = 1e18, False
        for ax, ay, bx, by, ex, ey, ee in edges:
            wx, wy = x - ax, y - ay
            t = clamp((wx * ex + wy * ey) / ee)
            dx, dy = wx - ex * t, wy - ey * t
            best = min(best, dx * dx + dy * dy)
            if (ay > y) != (by > y) and x < ax + (y - ay) * ex / ey:
                inside = not inside
        return -math.sqrt(best) if inside else math.sqrt(best)
    return f


def union(*fs):
    return lambda x, y: min(f(x, y) for f in fs)


def subtract(f, g):
    return lambda x, y: max(f(x, y), -g(x, y))


def polygon_bbox(pts, pad=0):
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return (min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad)


# ---------------------------------------------------------------- fills and patterns

def gradient_strip(stops, n):
    strip = bytearray()
    for i in range(n):
        t = i / max(n - 1, 1) * (len(stops) - 1)
        k = min(int(t), len(stops) - 2)
        strip += bytes(mix(stops[k], stops[k + 1], t - k))
    return strip


def linear_gradient(c, box, stops, slope=0.0):
    """Colour runs along x + slope*y, so each row is a slice of one precomputed strip."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    strip = gradient_strip(stops, w + int(abs(slope) * h) + 1)
    for y in range(y0, y1):
        off = int(slope * (y - y0)) if slope >= 0 else int(-slope * (y1 - 1 - y))
        s = (y * c.w + x0) * 3
        c.buf[s:s + w * 3] = strip[off * 3:(off + w) * 3]


def vertical_gradient(c, box, stops):
    x0, y0, x1, y1 = box
    strip = gradient_strip(stops, y1 - y0)
    for y in range(y0, y1):
        c.blend_span(y, x0, x1, tuple(strip[(y - y0) * 3:(y - y0) * 3 + 3]))


def diagonal_stripes(c, box, period, width, color, a, direction=1, phase=0):
    """45-degree stripes; the pixel either side of each stripe gets half alpha to soften the steps."""
    x0, y0, x1, y1 = box
    for y in range(y0, y1):
        start = x0 - (x0 + direction * y + phase) % period
        for sx in range(start, x1, period):
            c.blend_span(y, max(sx, x0), min(sx + width, x1), color, a)
            for ex in (sx - 1, sx + width):
                if x0 <= ex < x1:
                    c.blend_pixel(ex, y, color, a / 2)


def dot_grid(c, box, step, radius, color, a):
    x0, y0, x1, y1 = box
    for gy in range(y0, y1, step):
        for gx in range(x0 + (gy // step % 2) * step // 2, x1, step):
            c.fill_sdf((gx - radius, gy - radius, gx + radius, gy + radius),
                       sdf_circle(gx, gy, radius), color, a)


def wavy_line(c, fn, x0, x1, color, a, thickness=1.3):
    """Draws y = fn(x) with vertical anti-aliasing, as in the fine guilloche lines on card backs."""
    for x in range(x0, x1):
        yc = fn(x + 0.5)
        for y in range(int(yc - thickness - 1), int(yc + thickness + 2)):
            cov = clamp(thickness / 2 + 0.5 - abs(y + 0.5 - yc))
            c.blend_pixel(x, y, color, a * cov)


def polyline(c, pts, radius, color, a=1.0):
    for (ax, ay), (bx, by) in zip(pts, pts[1:]):
        box = (min(ax, bx) - radius, min(ay, by) - radius, max(ax, bx) + radius, max(ay, by) + radius)
        c.fill_sdf(box, sdf_capsule(ax, ay, bx, by, radius), color, a)


def round_corners(c, radius, background):
    """Paints the background outside a rounded card outline covering the whole canvas."""
    inside = sdf_round_rect(0, 0, c.w, c.h, radius)
    outside = lambda x, y: -inside(x, y)
    for bx, by in ((0, 0), (c.w - radius, 0), (0, c.h - radius), (c.w - radius, c.h - radius)):
        c.fill_sdf((bx + 1, by + 1, bx + radius - 2, by + radius - 2), outside, background)


# ---------------------------------------------------------------- bitmap font

# 5x7 glyphs: each pair of hex digits is one row, bit 4 is the leftmost column. Rows past
# the seventh hang below the baseline (descenders).
FONT = {
    'A': '0E11111F111111', 'B': '1E11111E11111E', 'C': '0E11101010110E', 'D': '1C12111111121C',
    'E': '1F10101E10101F', 'F': '1F10101E101010', 'G': '0E11101711110F', 'H': '1111111F111111',
    'I': '0E04040404040E', 'J': '0702020202120C', 'K': '11121418141211', 'L': '1010101010101F',
    'M': '111B1515111111', 'N': '11111915131111', 'O': '0E11111111110E', 'P': '1E11111E101010',
    'Q': '0E11111115120D', 'R': '1E11111E141211', 'S': '0F10100E01011E', 'T': '1F040404040404',
    'U': '1111111111110E', 'V': '11111111110A04', 'W': '1111111515150A',
    'X': '11110A040A1111', 'Y': '1111110A040404', 'Z': '1F01020408101F',
    'a': '00000E010F110F', 'b': '1010161911111E', 'c': '00000E1010110E',
    'd': '01010D1311110F', 'e': '00000E111F100E', 'f': '0609081C080808', 'g': '00000F1111110F010E',
    'h': '10101619111111', 'i': '04000C0404040E', 'j': '02000602020202120C',
    'k': '10101214181412', 'l': '0C04040404040E', 'm': '00001A15151515', 'n': '00001619111111',
    'o': '00000E1111110E', 'p': '00001E1111111E1010', 'q': '00000F1111110F0101',
    'r': '00001619101010', 's': '00000F100E011E', 't': '08081C08080906', 'u': '0000111111130D',
    'v': '00001111110A04', 'w': '0000111115150A', 'x': '0000110A040A11',
    'y': '0000111111110F010E', 'z': '00001F0204081F',
    '0': '0E11131519110E', '1': '040C040404040E', '2': '0E11010204081F',
    '3': '1F02040201110E', '4': '02060A121F0202', '5': '1F101E0101110E',
    '6': '0608101E11110E', '7': '1F010204080808', '8': '0E11110E11110E', '9': '0E11110F01020C',
    ' ': '00000000000000', '.': '00000000000C0C', ',': '00000000000C0408',
    '-': '0000000E000000', ':': '000C0C000C0C00', '/': '00010204081000', '#': '0A0A1F0A1F0A0A',
    '&': '0C12140815120D', "'": '0C040800000000', '!': '04040404040004',
    '@': '0E11010D15150E', '+': '0004041F040400', '(': '02040808080402', ')': '08040202020408',
    '*': '0004150E150400', '%': '18190204081303',
    'é': '02040E111F100E', 'ü': '0A00111111130D', 'Ü': '0A00111111110E',
}

# Two CJK characters as 12x12 blocky glyphs, enough for the tea-house card.
CJK = {
    '北': ['...#....#...', '...#....#...', '...#....#..#', '...#....#.#.', '####....##..',
          '...#....#...', '...#....#...', '...#....#...', '...#....#...', '..##....#...',
          '##.#....#..#', '...#.....###'],
    '京': ['.....##.....', '############', '............', '..########..', '..#......#..',
          '..#......#..', '..########..', '.....##.....', '..#..##..#..', '.#...##...#.',
          '#....##....#', '....###.....'],
}


def glyph_rows(ch):
    if ch in CJK:
        return [[i for i, b in enumerate(row) if b == '#'] for row in CJK[ch]]
    code = FONT.get(ch, FONT['*'])
    rows = [int(code[i:i + 2], 16) for i in range(0, len(code), 2)]
    return [[col for col in range(5) if row >> (4 - col) & 1] for row in rows]


def char_advance(ch, scale):
    return 13 * scale * 3 // 4 if ch in CJK else 6 * scale


def text_width(text, scale):
    return sum(char_advance(ch, scale) for ch in text) - scale


def draw_text(c, x, y, text, scale, color, a=1.0, bold=False):
    """Draws text with its cap line at y; a CJK glyph is 12 cells tall, scaled to 1.3x the cap height."""
    for ch in text:
        cell = max(scale * 3 // 4, 1) if ch in CJK else scale
        top = y - 2 * cell if ch in CJK else y
        for r, cols in enumerate(glyph_rows(ch)):
            for col in cols:
                extra = max(scale // 3, 1) if bold else 0
                c.fill_rect(x + col * cell, top + r * cell, x + (col + 1) * cell + extra,
                            top + (r + 1) * cell, color, a)
        x += char_advance(ch, scale)
    return x


def draw_text_shadowed(c, x, y, text, scale, color, shadow=(0, 0, 0), bold=False):
    off = max(scale // 2, 1)
    draw_text(c, x + off, y + off, text, scale, shadow, 0.28, bold)
    draw_text(c, x, y, text, scale, color, 1.0, bold)


# ---------------------------------------------------------------- barcodes

EAN_L = ['0001101', '0011001', '0010011', '0111101', '0100011',
         '0110001', '0101111', '0111011', '0110111', '0001011']
EAN_PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG',
              'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL']
ITF = ['NNWWN', 'WNNNW', 'NWNNW', 'WWNNN', 'NNWNW', 'WNWNN', 'NWWNN', 'NNNWW', 'WNNWN', 'NWNWN']


def gtin_check_digit(digits):
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(digits)))
    return str((10 - total % 10) % 10)


def ean13_modules(twelve):
    code = twelve + gtin_check_digit(twelve)
    r_codes = [''.join('1' if b == '0' else '0' for b in p) for p in EAN_L]
    left = ''.join(EAN_L[int(d)] if parity == 'L' else r_codes[int(d)][::-1]
                   for d, parity in zip(code[1:7], EAN_PARITY[int(code[0])]))
    right = ''.join(r_codes[int(d)] for d in code[7:])
    return code, '101' + left + '01010' + right + '101'


def draw_ean13(c, x, y, twelve, module=2, height=70):
    code, bits = ean13_modules(twelve)
    guards = set(range(3)) | set(range(45, 50)) | set(range(92, 95))
    x += 11 * module
    for i, b in enumerate(bits):
        if b == '1':
            c.fill_rect(x + i * module, y, x + (i + 1) * module, y + height + (8 if i in guards else 0), BLACK)
    draw_text(c, x - 9 * module, y + height + 3, code[0], 2, BLACK)
    for half, start in ((code[1:7], 3), (code[7:], 50)):
        hx = x + start * module + (42 * module - text_width(half, 2)) // 2
        draw_text(c, hx, y + height + 3, half, 2, BLACK)
    return code


def draw_itf14(c, x, y, thirteen, narrow=2, wide=5, height=64):
    """ITF-14 with its bearer bars: bars encode the odd digits of each pair, spaces the even ones."""
    code = thirteen + gtin_check_digit(thirteen)
    seq = [narrow] * 4
    for a, b in zip(code[0::2], code[1::2]):
        for p, q in zip(ITF[int(a)], ITF[int(b)]):
            seq += [wide if p == 'W' else narrow, wide if q == 'W' else narrow]
    seq += [wide, narrow, narrow]
    total = sum(seq)
    c.fill_rect(x - 14, y - 5, x + total + 14, y, BLACK)
    c.fill_rect(x - 14, y + height, x + total + 14, y + height + 5, BLACK)
    for i, (edge_x) in enumerate((x - 14, x + total + 10)):
        c.fill_rect(edge_x, y - 5, edge_x + 4, y + height + 5, BLACK)
    bx = x
    for i, wdt in enumerate(seq):
        if i % 2 == 0:
            c.fill_rect(bx, y, bx + wdt, y + height, BLACK)
        bx += wdt
    label = ' '.join((code[0], code[1:3], code[3:8], code[8:13], code[13]))
    draw_text(c, x + (total - text_width(label, 2)) // 2, y + height + 10, label, 2, BLACK)
    return code


# ---------------------------------------------------------------- card elements

def logo_shape(kind, cx, cy, r):
    """Returns (sdf, bbox) of a geometric logo symbol centred on (cx, cy)."""
    box = (cx - r, cy - r, cx + r, cy + r)
    if kind == 'star':
        pts = [(cx + (0.85 if i % 2 == 0 else 0.36) * r * math.cos(-math.pi / 2 + i * math.pi / 5),
                cy + 0.08 * r + (0.85 if i % 2 == 0 else 0.36) * r * math.sin(-math.pi / 2 + i * math.pi / 5))
               for i in range(10)]
        return sdf_polygon(pts), box
    if kind == 'cup':
        body = sdf_polygon([(cx - 0.5 * r, cy - 0.25 * r), (cx + 0.4 * r, cy - 0.25 * r),
                            (cx + 0.3 * r, cy + 0.45 * r), (cx - 0.4 * r, cy + 0.45 * r)])
        handle = sdf_ring(cx + 0.42 * r, cy + 0.03 * r, 0.2 * r, 0.065 * r)
        saucer = sdf_round_rect(cx - 0.72 * r, cy + 0.52 * r, cx + 0.62 * r, cy + 0.64 * r, 0.06 * r)
        steam = [sdf_capsule(cx + dx * r, cy - 0.42 * r, cx + (dx + 0.08) * r, cy - 0.72 * r, 0.055 * r)
                 for dx in (-0.28, -0.05, 0.18)]
        return union(body, handle, saucer, *steam), box
    if kind == 'leaf':
        n = (math.cos(math.pi / 4), math.sin(math.pi / 4))
        d = 0.42 * r
        lens = lambda x, y: max(math.hypot(x - cx - n[0] * d, y - cy + 0.05 * r - n[1] * d) - 0.78 * r,
                                math.hypot(x - cx + n[0] * d, y - cy + 0.05 * r + n[1] * d) - 0.78 * r)
        vein = sdf_capsule(cx - 0.42 * r, cy + 0.4 * r, cx + 0.4 * r, cy - 0.45 * r, 0.045 * r)
        stem = sdf_capsule(cx - 0.4 * r, cy + 0.38 * r, cx - 0.72 * r, cy + 0.72 * r, 0.07 * r)
        return union(subtract(lens, vein), stem), box
    if kind == 'drop':
        drop = union(sdf_circle(cx, cy + 0.25 * r, 0.5 * r),
                     sdf_polygon([(cx, cy - 0.85 * r), (cx + 0.47 * r, cy + 0.1 * r), (cx - 0.47 * r, cy + 0.1 * r)]))
        shine = sdf_capsule(cx - 0.22 * r, cy + 0.15 * r, cx - 0.12 * r, cy + 0.42 * r, 0.07 * r)
        return subtract(drop, shine), box
    if kind == 'book':
        left = sdf_polygon([(cx - 0.07 * r, cy - 0.38 * r), (cx - 0.8 * r, cy - 0.52 * r),
                            (cx - 0.8 * r, cy + 0.42 * r), (cx - 0.07 * r, cy + 0.56 * r)])
        right = sdf_polygon([(cx + 0.07 * r, cy - 0.38 * r), (cx + 0.8 * r, cy - 0.52 * r),
                             (cx + 0.8 * r, cy + 0.42 * r), (cx + 0.07 * r, cy + 0.56 * r)])
        lines = [sdf_capsule(cx + s * 0.2 * r, cy + k * r, cx + s * 0.62 * r, cy + (k - 0.08) * r, 0.035 * r)
                 for s in (-1, 1) for k in (-0.18, 0.02, 0.22)]
        return subtract(union(left, right), union(*lines)), box
    # lantern
    body = sdf_round_rect(cx - 0.5 * r, cy - 0.5 * r, cx + 0.5 * r, cy + 0.45 * r, 0.42 * r)
    caps = union(sdf_round_rect(cx - 0.28 * r, cy - 0.68 * r, cx + 0.28 * r, cy - 0.5 * r, 0.04 * r),
                 sdf_round_rect(cx - 0.28 * r, cy + 0.45 * r, cx + 0.28 * r, cy + 0.62 * r, 0.04 * r),
                 sdf_capsule(cx, cy + 0.6 * r, cx, cy + 0.9 * r, 0.05 * r))
    ribs = union(*[sdf_capsule(cx + k * r, cy - 0.35 * r, cx + k * r, cy + 0.3 * r, 0.03 * r) for k in (-0.2, 0.2)])
    return union(subtract(body, ribs), caps), box


def draw_logo(c, kind, cx, cy, r, symbol_color, badge_color=WHITE):
    c.fill_sdf((cx - r - 3, cy - r - 3, cx + r + 3, cy + r + 3), sdf_circle(cx + 2, cy + 3, r), BLACK, 0.18)
    c.fill_sdf((cx - r, cy - r, cx + r, cy + r), sdf_circle(cx, cy, r), badge_color)
    c.fill_sdf((cx - r, cy - r, cx + r, cy + r), sdf_ring(cx, cy, r - 4, 1.0), symbol_color, 0.5)
    sdf, box = logo_shape(kind, cx, cy, r * 0.72)
    c.fill_sdf(box, sdf, symbol_color)


def draw_chip(c, x, y, w=70, h=54):
    gold, dark = (214, 178, 84), (150, 118, 48)
    c.fill_sdf((x, y, x + w, y + h), sdf_round_rect(x + 1, y + 2, x + w + 1, y + h + 2, 9), BLACK, 0.25)
    c.fill_sdf((x, y, x + w, y + h), sdf_round_rect(x, y, x + w, y + h, 9),
               lambda px, py: mix((246, 222, 140), gold, clamp((px - x + py - y) / (w + h))))
    for ly in (y + h // 3, y + 2 * h // 3):
        c.fill_rect(x + 2, ly, x + w // 3, ly + 1, dark)
        c.fill_rect(x + 2 * w // 3, ly, x + w - 2, ly + 1, dark)
    c.fill_rect(x + w // 2, y + 2, x + w // 2 + 1, y + h // 4, dark)
    c.fill_rect(x + w // 2, y + 3 * h // 4, x + w // 2 + 1, y + h - 2, dark)
    c.fill_sdf((x, y, x + w, y + h),
               subtract(sdf_round_rect(x + w / 3, y + h / 4, x + 2 * w / 3, y + 3 * h / 4, 5),
                        sdf_round_rect(x + w / 3 + 1, y + h / 4 + 1, x + 2 * w / 3 - 1, y + 3 * h / 4 - 1, 4)), dark)


def hologram_color(x0, y0):
    def f(x, y):
        t = (x - x0) * 0.035 + (y - y0) * 0.02 + 0.4 * math.sin(math.hypot(x - x0, y - y0) * 0.5)
        return tuple(int(200 + 55 * math.sin(t + k * 2.1)) for k in range(3))
    return f


def draw_hologram(c, x, y, w=78, h=50):
    shape = sdf_round_rect(x, y, x + w, y + h, h / 2)
    c.fill_sdf((x, y, x + w, y + h), shape, hologram_color(x, y))
    for k in range(3):
        c.fill_sdf((x, y, x + w, y + h), subtract(sdf_ring(x + w / 2, y + h / 2, 6 + 7 * k, 0.7), lambda px, py: -shape(px, py)),
                   WHITE, 0.55)
    c.fill_sdf((x, y, x + w, y + h), lambda px, py: abs(shape(px, py) + 0.5) - 0.6, WHITE, 0.8)


# ---------------------------------------------------------------- card sides

def draw_accent_band(c, style, accent, rng):
    """The card's main stripe on the right: a slanted band, a large arc or stacked chevrons."""
    if style == 'arc':
        cx, cy, r = CARD_W + rng.randint(20, 80), CARD_H + rng.randint(90, 140), rng.randint(250, 280)
        c.fill_sdf((cx - r - 20, cy - r - 20, CARD_W, CARD_H), sdf_circle(cx, cy, r), accent, 0.92)
        c.fill_sdf((cx - r - 30, cy - r - 30, CARD_W, CARD_H), sdf_ring(cx, cy, r + 16, 3), WHITE, 0.7)
        return
    if style == 'chevrons':
        for k, color, a in ((0, accent, 0.92), (1, WHITE, 0.3), (2, WHITE, 0.15)):
            x = CARD_W * 0.62 + 58 * k
            pts = [(x + 120, 110), (x + 190, 110), (x + 90, CARD_H), (x + 20, CARD_H)]
            c.fill_sdf(polygon_bbox(pts), sdf_polygon(pts), color, a)
        return
    x0, top = CARD_W * rng.uniform(0.5, 0.6), rng.randint(120, 160)
    band = [(x0, CARD_H), (x0 + 0.23 * CARD_W, top + 30), (CARD_W, top), (CARD_W, CARD_H)]
    c.fill_sdf(polygon_bbox(band), sdf_polygon(band), accent, 0.9)
    thin = [(x0 - 48, CARD_H), (x0 + 102, top + 18), (x0 + 120, top + 18), (x0 - 30, CARD_H)]
    c.fill_sdf(polygon_bbox(thin), sdf_polygon(thin), WHITE, 0.75)


def draw_front(card):
    c = Canvas(CARD_W, CARD_H)
    primary, secondary, accent = card['colors']
    linear_gradient(c, (0, 0, CARD_W, CARD_H), [secondary, primary, mix(primary, BLACK, 0.25)], slope=1.2)
    pattern = card['pattern']
    if pattern == 'diagonal':
        diagonal_stripes(c, (0, 0, CARD_W, CARD_H), 34, 12, WHITE, 0.10)
    elif pattern == 'circles':
        for k in range(7):
            c.fill_sdf((250, -150, CARD_W, 400), sdf_ring(560, 40, 60 + 38 * k, 7), WHITE, 0.08)
    elif pattern == 'dots':
        dot_grid(c, (300, 10, CARD_W, 190), 18, 3, WHITE, 0.18)
    elif pattern == 'waves':
        for k in range(9):
            wavy_line(c, lambda x, k=k: 26 + 20 * k + 9 * math.sin(x * 0.025 + k * 0.5), 0, CARD_W, WHITE, 0.16, 2.2)
    else:  # pinstripes
        for k in range(0, CARD_H, 9):
            c.fill_rect(0, k, CARD_W, k + 2, WHITE, 0.07)
    draw_accent_band(c, card['band'], accent, random.Random(card['identifier']))
    c.fill_rect(0, 196, CARD_W * 0.7, 200, WHITE, 0.35)
    c.fill_rect(0, 204, CARD_W * 0.66, 206, accent, 0.8)
    draw_logo(c, card['logo'], 74, 66, 38, mix(primary, BLACK, 0.2))
    label = card.get('label', card['name'])
    scale = next(s for s in (6, 5, 4, 3) if text_width(label, s) + s // 3 <= CARD_W - 156 or s == 3)
    draw_text_shadowed(c, 130, 66 - 7 * scale // 2 - 6, label, scale, WHITE, bold=True)
    draw_text(c, 132, 66 + 7 * scale // 2 + 2, card['tagline'], 2, WHITE, 0.85)
    draw_chip(c, 44, 124)
    draw_hologram(c, CARD_W - 112, CARD_H - 74)
    draw_text(c, 44, 222, 'MEMBER NO.', 1, WHITE, 0.85)
    draw_text(c, 45, 236, card['number'], 3, BLACK, 0.3, bold=True)
    draw_text(c, 44, 234, card['number'], 3, (250, 250, 245), bold=True)
    draw_text(c, 44, 276, card['holder'], 2, WHITE, 0.95)
    draw_text(c, 44, 300, card['tier'] + ' MEMBER', 2, accent)
    round_corners(c, CORNER, (228, 228, 226))
    return c


def signature_points(x, y, seed):
    rng = random.Random(seed)
    loops, height, length = rng.uniform(0.7, 1.3), rng.uniform(7, 13), rng.uniform(140, 230)
    pts, px = [], x
    for i in range(80):
        t = i / 79
        px = x + t * length + 7 * math.sin(i * loops)
        py = y + height * math.sin(i * 0.45 * loops + rng.random() * 0.5) * (1 - 0.5 * t) - 5 * math.cos(i * loops * 1.6)
        pts.append((px, py))
    return pts + [(px - 100, y + 16), (px + 10, y + 12)]


def draw_back(card):
    primary, secondary, accent = card['colors']
    tint = mix(primary, WHITE, 0.9)
    c = Canvas(CARD_W, CARD_H, tint)
    for k in range(14):
        wavy_line(c, lambda x, k=k: 96 + 15 * k + 6 * math.sin(x * 0.03 + k * 0.7) + 3 * math.sin(x * 0.11),
                  0, CARD_W, mix(primary, WHITE, 0.55), 0.35, 1.0)
    vertical_gradient(c, (0, 24, CARD_W, 80), [(58, 56, 60), (22, 22, 24), (34, 34, 36)])
    draw_text(c, 28, 90, 'AUTHORIZED SIGNATURE - NOT VALID UNLESS SIGNED', 1, (70, 70, 70))
    c.fill_rect(28, 102, 380, 150, (252, 251, 246))
    diagonal_stripes(c, (28, 102, 380, 150), 7, 2, mix(primary, WHITE, 0.6), 0.45)
    polyline(c, signature_points(60, 124, card['identifier']), 1.1, (28, 48, 140))
    c.fill_sdf((24, 166, 306, 292), sdf_round_rect(24, 166, 306, 292, 10), WHITE)
    kind, digits = card['barcode']
    if kind == 'ean13':
        draw_ean13(c, 50, 180, digits)
    else:
        draw_itf14(c, 42, 184, digits)
    lines = ['Member since %d' % card['since'], 'Valid at all stores', 'Collect points on', 'every purchase.']
    for i, line in enumerate(lines):
        draw_text(c, 326, 104 + 22 * i, line, 2, (40, 40, 44))
    draw_text(c, 326, 200, 'Customer care', 1, (90, 90, 94))
    draw_text(c, 326, 212, card['phone'], 2, (40, 40, 44))
    draw_text(c, 326, 242, 'If found, please return', 1, (90, 90, 94))
    draw_text(c, 326, 254, 'to any of our stores.', 1, (90, 90, 94))
    linear_gradient(c, (0, 296, CARD_W, CARD_H), [primary, secondary], slope=0.5)
    diagonal_stripes(c, (0, 296, CARD_W, CARD_H), 20, 6, WHITE, 0.12, direction=-1)
    draw_text(c, 28, 310, card['website'], 2, WHITE, bold=True)
    draw_logo(c, card['logo'], CARD_W - 44, 317, 15, mix(primary, BLACK, 0.2))
    round_corners(c, CORNER, (228, 228, 226))
    return c


# ---------------------------------------------------------------- encoders

_masks = {}


def _lane_masks(n):
    if n not in _masks:
        _masks[n] = (int.from_bytes(b'\x80' * n, 'big'), int.from_bytes(b'\x7f' * n, 'big'))
    return _masks[n]


def _bytewise_sub(a, b):
    """(a - b) mod 256 for every byte at once, with the whole row held in one big integer."""
    hi, lo = _lane_masks(len(a))
    x, y = int.from_bytes(a, 'big'), int.from_bytes(b, 'big')
    return (((x | hi) - (y & lo)) ^ ((x ^ y ^ hi) & hi)).to_bytes(len(a), 'big')


def _bytewise_avg(a, b):
    _, lo = _lane_masks(len(a))
    x, y = int.from_bytes(a, 'big'), int.from_bytes(b, 'big')
    return ((x & y) + (((x ^ y) >> 1) & lo)).to_bytes(len(a), 'big')


def encode_png(c):
    """RGB 8-bit PNG; each row takes the filter (none, sub, up, average) that compresses best."""
    stride = c.w * 3
    prev, last, out = bytes(stride), b'', bytearray()
    for y in range(c.h):
        row = bytes(c.buf[y * stride:(y + 1) * stride])
        left = b'\0\0\0' + row[:-3]
        options = [(0, row), (1, _bytewise_sub(row, left)), (2, _bytewise_sub(row, prev)),
                   (3, _bytewise_sub(row, _bytewise_avg(left, prev)))]
        kind, data = min(options, key=lambda o: len(zlib.compress(last + o[1], 1)))
        out += bytes([kind]) + data
        prev, last = row, data

    def chunk(tag, data):
        return struct.pack('>I', len(data)) + tag + data + struct.pack('>I', zlib.crc32(tag + data))
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', c.w, c.h, 8, 2, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(bytes(out), 9)) + chunk(b'IEND', b''))


JPEG_LUMA_Q = [16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56,
               14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92,
               49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99]
JPEG_CHROMA_Q = ([17, 18, 24, 47] + [99] * 4 + [18, 21, 26, 66] + [99] * 4 + [24, 26, 56] + [99] * 5
                 + [47, 66] + [99] * 6 + [99] * 32)
ZIGZAG = sorted(range(64), key=lambda i: (i // 8 + i % 8, (i % 8) if (i // 8 + i % 8) % 2 == 0 else (i // 8)))
_C = [math.cos(k * math.pi / 16) / 2 for k in range(8)]


def _dct8(x0, x1, x2, x3, x4, x5, x6, x7):
    """One-dimensional 8-point DCT-II (JPEG scaling), split into even and odd halves."""
    c1, c2, c3, c4, c5, c6, c7 = _C[1:]
    s0, s1, s2, s3 = x0 + x7, x1 + x6, x2 + x5, x3 + x4
    d0, d1, d2, d3 = x0 - x7, x1 - x6, x2 - x5, x3 - x4
    return (c4 * (s0 + s1 + s2 + s3), c1 * d0 + c3 * d1 + c5 * d2 + c7 * d3,
            c2 * (s0 - s3) + c6 * (s1 - s2), c3 * d0 - c7 * d1 - c1 * d2 - c5 * d3,
            c4 * (s0 - s1 - s2 + s3), c5 * d0 - c1 * d1 + c7 * d2 + c3 * d3,
            c6 * (s0 - s3) - c2 * (s1 - s2), c7 * d0 - c5 * d1 + c3 * d2 - c1 * d3)


def _dct_block(block):
    rows = [_dct8(*block[r * 8:r * 8 + 8]) for r in range(8)]
    cols = [_dct8(*[row[u] for row in rows]) for u in range(8)]
    return [cols[u][v] for v in range(8) for u in range(8)]


def _huffman_table(freq):
    """Code lengths from symbol counts, limited to 16 bits as in JPEG Annex K.2; returns (bits, values, codes)."""
    freq = dict(freq)
    freq[256] = 1  # reserves the all-ones code
    heap = [(f, s, [s]) for s, f in sorted(freq.items())]
    heapq.heapify(heap)
    length = {s: 0 for s in freq}
    while len(heap) > 1:
        f1, s1, g1 = heapq.heappop(heap)
        f2, s2, g2 = heapq.heappop(heap)
        for s in g1 + g2:
            length[s] += 1
        heapq.heappush(heap, (f1 + f2, min(s1, s2), g1 + g2))
    bits = [0] * 64
    for s in freq:
        bits[max(length[s], 1)] += 1
    for i in range(63, 16, -1):
        while bits[i] > 0:
            j = i - 2
            while bits[j] == 0:
                j -= 1
            bits[i] -= 2
            bits[i - 1] += 1
            bits[j + 1] += 2
            bits[j] -= 1
    i = 16
    while bits[i] == 0:
        i -= 1
    bits[i] -= 1
    values = sorted((s for s in freq if s != 256), key=lambda s: (-freq[s], s))
    codes, code, k = {}, 0, 0
    for n in range(1, 17):
        for _ in range(bits[n]):
            codes[values[k]] = (code, n)
            code, k = code + 1, k + 1
        code <<= 1
    return bits[1:17], values, codes


def _jpeg_planes(c):
    """Y, Cb and Cr planes (level-shifted), padded to whole 16x16 blocks; chroma halved both ways (4:2:0)."""
    pw, ph = (c.w + 15) // 16 * 16, (c.h + 15) // 16 * 16
    r, g, b = c.buf[0::3], c.buf[1::3], c.buf[2::3]
    ys = [0.299 * R + 0.587 * G + 0.114 * B - 128 for R, G, B in zip(r, g, b)]
    cbs = [-0.168736 * R - 0.331264 * G + 0.5 * B for R, G, B in zip(r, g, b)]
    crs = [0.5 * R - 0.418688 * G - 0.081312 * B for R, G, B in zip(r, g, b)]

    def padded(plane):
        rows = [plane[y * c.w:(y + 1) * c.w] + [plane[(y + 1) * c.w - 1]] * (pw - c.w) for y in range(c.h)]
        return rows + [rows[-1]] * (ph - c.h)

    def halved(plane):
        rows = padded(plane)
        return [[(rows[y][x] + rows[y][x + 1] + rows[y + 1][x] + rows[y + 1][x + 1]) / 4 for x in range(0, pw, 2)]
                for y in range(0, ph, 2)]
    return padded(ys), halved(cbs), halved(crs), pw, ph


def encode_jpeg(c, quality=88):
    """Baseline JPEG, 4:2:0, with Huffman tables built for this picture (two passes, like libjpeg's optimize)."""
    scale = 5000 / quality if quality < 50 else 200 - 2 * quality
    qtabs = [[max(1, min(255, int((q * scale + 50) // 100))) for q in base] for base in (JPEG_LUMA_Q, JPEG_CHROMA_Q)]
    luma, cb, cr, pw, ph = _jpeg_planes(c)
    symbols, counts = [], [{}, {}, {}, {}]  # dc luma, ac luma, dc chroma, ac chroma
    last_dc = [0, 0, 0]

    def block_of(plane, bx, by):
        return [v for row in plane[by:by + 8] for v in row[bx:bx + 8]]
    for my in range(0, ph, 16):
        for mx in range(0, pw, 16):
            blocks = [(0, block_of(luma, mx + dx, my + dy)) for dy in (0, 8) for dx in (0, 8)]
            blocks += [(1, block_of(cb, mx // 2, my // 2)), (2, block_of(cr, mx // 2, my // 2))]
            for comp, block in blocks:
                q = qtabs[min(comp, 1)]
                coef = _dct_block(block)
                zz = [int(round(coef[k] / q[k])) for k in ZIGZAG]
                table = 0 if comp == 0 else 2
                diff, last_dc[comp] = zz[0] - last_dc[comp], zz[0]
                symbols.append(_jpeg_symbol(table, 0, diff, counts))
                run = 0
                for k in range(1, 64):
                    if zz[k] == 0:
                        run += 1
                        continue
                    while run > 15:
                        symbols.append(_jpeg_symbol(table + 1, 15, 0, counts))
                        run -= 16
                    symbols.append(_jpeg_symbol(table + 1, run, zz[k], counts))
                    run = 0
                if run:
                    symbols.append(_jpeg_symbol(table + 1, 0, 0, counts))
    tables = [_huffman_table(cnt) for cnt in counts]
    acc, nbits, data = 0, 0, bytearray()
    for t, sym, extra, size in symbols:
        code, n = tables[t][2][sym]
        acc, nbits = (acc << (n + size)) | (code << size) | extra, nbits + n + size
        while nbits >= 8:
            nbits -= 8
            byte = (acc >> nbits) & 0xFF
            data += b'\xff\x00' if byte == 0xFF else bytes([byte])
        acc &= (1 << nbits) - 1
    if nbits:
        byte = ((acc << (8 - nbits)) | ((1 << (8 - nbits)) - 1)) & 0xFF
        data += b'\xff\x00' if byte == 0xFF else bytes([byte])

    def segment(marker, payload):
        return struct.pack('>BBH', 0xFF, marker, len(payload) + 2) + payload
    out = b'\xff\xd8' + segment(0xE0, b'JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00')
    for i, q in enumerate(qtabs):
        out += segment(0xDB, bytes([i]) + bytes(q[k] for k in ZIGZAG))
    out += segment(0xC0, struct.pack('>BHHB', 8, c.h, c.w, 3) + bytes([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]))
    for i, (bits, values, _) in enumerate(tables):
        out += segment(0xC4, bytes([(i % 2) << 4 | (i // 2)]) + bytes(bits) + bytes(values))
    out += segment(0xDA, bytes([3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]))
    return out + bytes(data) + b'\xff\xd9'


def _jpeg_symbol(table, run, value, counts):
    size = abs(value).bit_length()
    extra = value if value >= 0 else value + (1 << size) - 1
    sym = (run << 4) | size
    counts[table][sym] = counts[table].get(sym, 0) + 1
    return (table, sym, extra, size)


# ---------------------------------------------------------------- photographed scenes

def shade_palette(tone, levels=96, lo=0.8, hi=1.2):
    return [bytes(int(clamp(v * (lo + (hi - lo) * i / (levels - 1)), 0, 255)) for v in tone) for i in range(levels)]


def surface(w, h, kind, seed):
    """A table top: light or dark wood planks, woven fabric, linen, or a grey desk mat."""
    rng = random.Random(seed)
    c = Canvas(w, h)
    if kind in ('wood', 'dark-wood'):
        base = (196, 150, 104) if kind == 'wood' else (104, 68, 44)
        plank_h = 118
        for p in range(h // plank_h + 1):
            palette = shade_palette(mix(base, BLACK if rng.random() < 0.5 else WHITE, rng.random() * 0.12))
            ph, joint = rng.random() * 6, rng.randrange(w)
            wob = [7 * math.sin(x * 0.011 + ph) + 3 * math.sin(x * 0.037 + 2 * ph) for x in range(w)]
            for y in range(p * plank_h, min((p + 1) * plank_h, h)):
                # shade index 48 is the plain tone; the grain adds fine and broad streaks along the plank
                idx = [int(48 + 14 * math.sin((y + d) * 0.75) + 12 * math.sin((y * 0.9 + d) * 0.16)) for d in wob]
                c.buf[y * w * 3:(y + 1) * w * 3] = b''.join(map(palette.__getitem__, idx))
            c.fill_rect(0, p * plank_h, w, p * plank_h + 2, mix(base, BLACK, 0.45))
            c.fill_rect(joint, p * plank_h, joint + 2, (p + 1) * plank_h, mix(base, BLACK, 0.4))
        return c
    base = {'fabric': (64, 92, 132), 'linen': (214, 204, 184), 'desk': (92, 96, 102), 'slate': (58, 62, 66)}[kind]
    palette = shade_palette(base)
    woven = kind in ('fabric', 'linen')
    drift = [8 * math.sin(x * 0.009 + seed) for x in range(w)]
    for y in range(h):
        shade = 48 + 10 * math.sin(y * 0.013 + seed)
        if woven:
            odd = (y // 2) % 2
            idx = [int(shade + d + (17 if (x // 2 + odd) % 2 == 0 else 0)) for x, d in enumerate(drift)]
        else:
            idx = [int(shade + d + 3 * math.sin(y * 0.004 + x * 0.002)) for x, d in enumerate(drift)]
        c.buf[y * w * 3:(y + 1) * w * 3] = b''.join(map(palette.__getitem__, idx))
    return c


def rect_row_span(dy, a, b, ca, sa):
    """The x offsets on one row where a rectangle rotated by (ca, sa) has |u| <= a and |v| <= b."""
    if a < 0 or b < 0:
        return None
    lo, hi = (-a - sa * dy) / ca, (a - sa * dy) / ca
    if abs(sa) > 1e-9:
        l2, h2 = sorted(((ca * dy - b) / sa, (ca * dy + b) / sa))
        lo, hi = max(lo, l2), min(hi, h2)
    elif abs(dy) > b:
        return None
    return (lo, hi) if lo <= hi else None


def rounded_row_span(dy, hw, hh, r, margin, ca, sa):
    """A row interval lying wholly inside a rotated rounded box, at least margin from its edge."""
    spans = [s for s in (rect_row_span(dy, hw - margin, hh - r - margin, ca, sa),
                         rect_row_span(dy, hw - r - margin, hh - margin, ca, sa)) if s]
    if not spans:
        return None
    if len(spans) == 2 and spans[0][0] <= spans[1][1] and spans[1][0] <= spans[0][1]:
        return (min(spans[0][0], spans[1][0]), max(spans[0][1], spans[1][1]))
    return max(spans, key=lambda s: s[1] - s[0])


def pixel_range(span, offset):
    return (math.ceil(span[0] + offset - 0.5), math.floor(span[1] + offset - 0.5) + 1) if span else (0, 0)


def place_card(scene, card, cx, cy, angle, scale):
    """Draws a card picture rotated and scaled onto a scene, with a soft shadow and a gloss streak.

    Each row is split into the part wholly inside the shape, done in bulk, and the edges, done per pixel."""
    ca, sa = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    hw, hh, r = CARD_W / 2 * scale, CARD_H / 2 * scale, CORNER * scale
    blur, ox, oy = 14 * scale + 4, 8, 12
    for y in range(scene.h):
        dy = y + 0.5 - cy - oy
        x0, x1 = pixel_range(rect_row_span(dy, hw + blur, hh + blur, ca, sa), cx + ox)
        i0, i1 = pixel_range(rounded_row_span(dy, hw, hh, r, blur, ca, sa), cx + ox)
        scene.blend_span(y, i0, i1, BLACK, 0.42)
        for x in range(max(x0, 0), min(x1, scene.w)):
            if i0 <= x < i1:
                continue
            dx = x + 0.5 - cx - ox
            d = rounded_box_distance(dx * ca + dy * sa, -dx * sa + dy * ca, hw, hh, r)
            if d < blur:
                scene.blend_pixel(x, y, BLACK, 0.42 * clamp((blur - d) / (2 * blur)) ** 1.5)
    inv, src, sw = 1 / scale, card.buf, card.w
    for y in range(scene.h):
        dy = y + 0.5 - cy
        x0, x1 = pixel_range(rect_row_span(dy, hw + 1, hh + 1, ca, sa), cx)
        i0, i1 = pixel_range(rounded_row_span(dy, hw, hh, r, 1, ca, sa), cx)
        i0, i1 = max(i0, 0), min(i1, scene.w)
        row = bytearray()
        for x in range(i0, i1):
            dx = x + 0.5 - cx
            u, v = dx * ca + dy * sa, -dx * sa + dy * ca
            sx = clamp(u * inv + CARD_W / 2 - 0.5, 0, CARD_W - 1.001)
            sy = clamp(v * inv + CARD_H / 2 - 0.5, 0, CARD_H - 1.001)
            ix, iy = int(sx), int(sy)
            fx, fy = sx - ix, sy - iy
            i = (iy * sw + ix) * 3
            j = i + sw * 3
            gloss = 0.16 * math.exp(-(((u + v * 0.8) * inv - 60) / 70) ** 2)
            for k in range(3):
                val = ((src[i + k] * (1 - fx) + src[i + 3 + k] * fx) * (1 - fy)
                       + (src[j + k] * (1 - fx) + src[j + 3 + k] * fx) * fy)
                row.append(int(val + (255 - val) * gloss))
        if i1 > i0:
            scene.buf[(y * scene.w + i0) * 3:(y * scene.w + i1) * 3] = row
        for x in range(max(x0, 0), min(x1, scene.w)):
            if i0 <= x < i1:
                continue
            dx = x + 0.5 - cx
            u, v = dx * ca + dy * sa, -dx * sa + dy * ca
            cov = clamp(0.5 - rounded_box_distance(u, v, hw, hh, r))
            if cov > 0:
                col = card.sample(u * inv + CARD_W / 2 - 0.5, v * inv + CARD_H / 2 - 0.5)
                scene.blend_pixel(x, y, col, cov)


def draw_pen(scene, x0, y0, x1, y1, color):
    shadow = sdf_capsule(x0 + 4, y0 + 7, x1 + 4, y1 + 7, 6)
    scene.fill_sdf((min(x0, x1) - 16, min(y0, y1) - 10, max(x0, x1) + 16, max(y0, y1) + 22),
                   lambda x, y: shadow(x, y) / 5, BLACK, 0.3)
    scene.fill_sdf((min(x0, x1) - 9, min(y0, y1) - 9, max(x0, x1) + 9, max(y0, y1) + 9),
                   sdf_capsule(x0, y0, x1, y1, 6), color)
    scene.fill_sdf((min(x0, x1) - 9, min(y0, y1) - 9, max(x0, x1) + 9, max(y0, y1) + 9),
                   sdf_capsule(x0, y0 - 2, x1, y1 - 2, 1.6), WHITE, 0.45)
    tip = (x1 + (x1 - x0) * 0.06, y1 + (y1 - y0) * 0.06)
    scene.fill_sdf((min(x1, tip[0]) - 8, min(y1, tip[1]) - 8, max(x1, tip[0]) + 8, max(y1, tip[1]) + 8),
                   sdf_capsule(x1, y1, tip[0], tip[1], 3.5), (200, 200, 205))


def draw_mug(scene, cx, cy, r):
    shadow = sdf_circle(cx + 10, cy + 14, r)
    scene.fill_sdf((cx - r - 10, cy - r, cx + r + 34, cy + r + 34), lambda x, y: shadow(x, y) / 8, BLACK, 0.35)
    scene.fill_sdf((cx - r, cy - r, cx + r + 30, cy + r), sdf_capsule(cx + r - 4, cy, cx + r + 22, cy, 9), (236, 236, 232))
    scene.fill_sdf((cx - r, cy - r, cx + r, cy + r), sdf_circle(cx, cy, r), (240, 240, 236))
    scene.fill_sdf((cx - r, cy - r, cx + r, cy + r), sdf_circle(cx, cy, r - 9), (92, 56, 34))
    scene.fill_sdf((cx - r, cy - r, cx + r, cy + r), sdf_ring(cx, cy, r * 0.45, 4), (168, 122, 84), 0.6)
    scene.fill_sdf((cx - r, cy - r, cx + r, cy + r), sdf_circle(cx - r * 0.3, cy - r * 0.3, r * 0.12), WHITE, 0.5)


def relight(c, brightness, tilt=0.0, vignette=0.35, segment=16):
    """Scales brightness in short row segments through lookup tables: a light falloff without per-pixel maths."""
    tables = {}
    for y in range(c.h):
        ny = (y - c.h / 2) / (c.h / 2)
        for x0 in range(0, c.w, segment):
            nx = (x0 + segment / 2 - c.w / 2) / (c.w / 2)
            f = brightness * (1 + tilt * nx) * (1 - vignette * 0.5 * (nx * nx + ny * ny))
            key = int(round(f * 128))
            if key not in tables:
                tables[key] = bytes(min(255, int(v * key / 128)) for v in range(256))
            s, e = (y * c.w + x0) * 3, (y * c.w + min(x0 + segment, c.w)) * 3
            c.buf[s:e] = c.buf[s:e].translate(tables[key])


def motion_blur(c, passes):
    for y in range(c.h):
        row = bytes(c.buf[y * c.w * 3:(y + 1) * c.w * 3])
        for _ in range(passes):
            row = _bytewise_avg(row, row[3:] + row[-3:])
        c.buf[y * c.w * 3:(y + 1) * c.w * 3] = row


# ---------------------------------------------------------------- the cards

CARDS = [
    dict(identifier='6CD41BC5-1E8F-4947-BE27-B3A024DAFE47', name='swifting.io', tagline='DEVELOPER REWARDS',
         logo='star', colors=((222, 72, 48), (250, 152, 64), (255, 214, 102)), band='slant', pattern='diagonal',
         number='6011 2048 0916 2017', holder='ALEX MORGAN', tier='GOLD', since=2016,
         barcode=('ean13', '590123412345'), phone='+48 22 555 0142', website='www.swifting.io'),
    dict(identifier='3F2A9C4E-7B1D-4E8A-9C55-0D6B2E8F1A37', name='Café Aurora', tagline='COFFEE & PASTRY CLUB',
         logo='cup', colors=((92, 58, 40), (176, 120, 78), (238, 206, 160)), band='arc', pattern='dots',
         number='7700 1234 5678 0042', holder='JAMIE LEE', tier='SILVER', since=2019,
         barcode=('ean13', '400638133393'), phone='0800 555 0199', website='www.cafe-aurora.com'),
    dict(identifier='A1B2C3D4-E5F6-4711-8899-AABBCCDDEEFF', name='Bücherwurm Books', tagline='LESERKARTE',
         logo='book', colors=((30, 58, 104), (70, 118, 168), (236, 190, 80)), band='slant', pattern='pinstripes',
         number='4917 0815 4711 2342', holder='MAX MUSTERMANN', tier='BOOKWORM', since=2018,
         barcode=('itf14', '1540014128876'), phone='030 555 0123', website='www.buecherwurm.de'),
    dict(identifier='0E7C5B2A-94D3-4F61-B8A7-2C1D9E3F4A56', name='Green Grocer', tagline='FRESH REWARDS',
         logo='leaf', colors=((38, 112, 52), (132, 190, 78), (246, 232, 120)), band='arc', pattern='waves',
         number='6280 0001 7345 9911', holder='SAM TAYLOR', tier='GREEN', since=2020,
         barcode=('ean13', '501234567890'), phone='0345 555 0170', website='www.greengrocer.co.uk'),
    dict(identifier='D4E8F1A2-3B6C-4D7E-8F90-1A2B3C4D5E6F', name='Petrol Plus', tagline='FUEL & SERVICE POINTS',
         logo='drop', colors=((14, 60, 140), (34, 120, 210), (255, 202, 40)), band='chevrons', pattern='circles',
         number='7083 5500 2291 0465', holder='CHRIS NOVAK', tier='PLATINUM', since=2017,
         barcode=('itf14', '1871234500017'), phone='0800 555 0177', website='www.petrolplus.eu'),
    dict(identifier='9B8A7C6D-5E4F-4A3B-9C2D-1E0F2A3B4C5D', name='北京 Tea House', tagline='TEA CEREMONY CLUB',
         logo='lantern', colors=((160, 24, 30), (220, 64, 52), (242, 196, 92)), band='slant', pattern='diagonal',
         number='8886 1688 2024 0808', holder='LI WEI', tier='JADE', since=2021,
         barcode=('ean13', '690123456789'), phone='+86 10 5555 0188', website='www.beijing-tea.cn'),
]

# (file name, card index, side, surface, angle, scale, props)
PHOTOS = [
    ('01-swifting-front.png', 0, 'front', 'wood', -4.0, 1.0, 'pen'),
    ('02-cafe-aurora-front.jpg', 1, 'front', 'dark-wood', 3.0, 0.95, 'mug'),
    ('03-buecherwurm-front.png', 2, 'front', 'fabric', -7.0, 0.9, None),
    ('04-green-grocer-front.png', 3, 'front', 'linen', 5.0, 0.98, 'pen'),
    ('05-petrol-plus-back.png', 4, 'back', 'desk', -2.0, 1.02, None),
    ('06-tea-house-front.jpg', 5, 'front', 'slate', 8.0, 0.9, 'mug'),
    ('07-swifting-back.png', 0, 'back', 'wood', 2.0, 0.96, None),
    ('08-petrol-plus-front.png', 4, 'front', 'desk', -10.0, 0.88, 'pen'),
]


def make_photo(picture, kind, angle, scale, props, seed):
    scene = surface(800, 600, kind, seed)
    rng = random.Random(seed)
    cx, cy = 400 + rng.randint(-30, 30), 300 + rng.randint(-20, 20)
    place_card(scene, picture, cx, cy, angle, scale)
    if props == 'mug':
        draw_mug(scene, 738, 64, 68)
    if props == 'pen':
        draw_pen(scene, 150, 560, 520, 500 + rng.randint(0, 60), (20, 30, 60) if rng.random() < 0.5 else (150, 30, 30))
    relight(scene, 1.02, tilt=0.12 * (rng.random() - 0.5), vignette=0.4)
    return scene


def make_camera_frames(picture, count=20):
    desk = surface(720, 560, 'desk', 7)
    draw_pen(desk, 600, 470, 690, 250, (30, 30, 34))
    place_card(desk, picture, 360, 280, 2.5, 0.8)
    rng = random.Random(2024)
    frames, drift_x, drift_y = [], 0.0, 0.0
    for i in range(count):
        drift_x = clamp(drift_x + rng.uniform(-3, 3), -12, 12)
        drift_y = clamp(drift_y + rng.uniform(-2.5, 2.5), -10, 10)
        ox, oy = int(40 + drift_x + 6 * math.sin(i * 0.5)), int(40 + drift_y + 4 * math.sin(i * 0.37 + 1))
        frame = desk.crop(ox, oy, 640, 480)
        if i % 7 == 3:
            motion_blur(frame, 2)
        relight(frame, 0.97 + 0.06 * math.sin(i * 0.45), tilt=0.1 * math.sin(i * 0.3), vignette=0.45)
        frames.append(frame)
    return frames


def write(path, data, limit=None):
    if limit and len(data) > limit:
        sys.exit('%s is %d bytes, over its %d-byte budget' % (path, len(data), limit))
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, 'wb') as f:
        f.write(data)
    print('%8d  %s' % (len(data), path))


def main():
    started = time.time()
    fronts = [draw_front(card) for card in CARDS]
    backs = [draw_back(card) for card in CARDS]
    pngs = [(encode_png(f), encode_png(b)) for f, b in zip(fronts, backs)]
    wire = [{'identifier': card['identifier'], 'name': card['name'],
             'front': base64.b64encode(front).decode('ascii'), 'back': base64.b64encode(back).decode('ascii')}
            for card, (front, back) in zip(CARDS, pngs)]
    write('cards.json', (json.dumps(wire, indent=2, ensure_ascii=False) + '\n').encode('utf-8'), limit=2_000_000)
    write('Tests/MyCardsKitTests/Fixtures/original-card.json', (json.dumps(wire[:1], indent=2) + '\n').encode('utf-8'))
    for i, (name, index, side, kind, angle, scale, props) in enumerate(PHOTOS):
        picture = fronts[index] if side == 'front' else backs[index]
        scene = make_photo(picture, kind, angle, scale, props, seed=100 + i)
        data = encode_jpeg(scene) if name.endswith('.jpg') else encode_png(scene)
        write('Sources/MyCardsKit/Resources/SamplePhotos/' + name, data, limit=400_000)
    for i, frame in enumerate(make_camera_frames(fronts[1])):
        write('Sources/MyCardsKit/Resources/CameraFeed/frame-%03d.png' % i, encode_png(frame), limit=150_000)
    print('done in %.1f s' % (time.time() - started), file=sys.stderr)


if __name__ == '__main__':
    main()
