"""Reading screenshots for `make check-pixels`: pixels through ImageMagick (no Pillow here), barcodes through
zxing-cpp, and the structural similarity (SSIM) of a photo on screen to its source, computed with numpy and scipy."""
import subprocess

import numpy
from scipy import ndimage


def load(path):
    """An image file as an H×W×3 uint8 array (ImageMagick converts; alpha is blended over the half blocks' grey)."""
    size = subprocess.run(['identify', '-format', '%w %h', path], capture_output=True, text=True, check=True)
    width, height = (int(v) for v in size.stdout.split()[:2])
    raw = subprocess.run(['convert', path, '-background', 'rgb(28,28,28)', '-flatten', '-depth', '8', 'rgb:-'],
                         capture_output=True, check=True).stdout
    return numpy.frombuffer(raw, dtype=numpy.uint8).reshape(height, width, 3)


def decode(image):
    """The texts of the barcodes zxing-cpp reads in `image`."""
    import zxingcpp
    return [result.text for result in zxingcpp.read_barcodes(numpy.ascontiguousarray(image))]


def picture_region(image, top=0, bottom=None, dark=8):
    """The bounding box (top, bottom, left, right) of the picture drawn on a black terminal: the longest run of rows
    and of columns that are at least a quarter lit (a barcode's bars are as black as the terminal). Text and the cursor are sparse and drop out."""
    area = image[top:bottom]
    lit = area.max(axis=2) > dark

    def longest(mask):
        best, start, run = (0, 0), None, 0
        for index, on in enumerate(list(mask) + [False]):
            if on and start is None:
                start = index
            elif not on and start is not None:
                if index - start > best[1] - best[0]:
                    best = (start, index)
                start = None
        return best
    rows = longest(lit.mean(axis=1) > 0.25)
    columns = longest(lit[rows[0]:rows[1]].mean(axis=0) > 0.25)
    return top + rows[0], top + rows[1], columns[0], columns[1]


def gray(image):
    return image[..., 0] * 0.299 + image[..., 1] * 0.587 + image[..., 2] * 0.114


def resized(image, height, width):
    """Bilinear resize of an H×W×3 array (scipy's zoom, order 1)."""
    factors = (height / image.shape[0], width / image.shape[1], 1)
    out = ndimage.zoom(image.astype(numpy.float64), factors, order=1)
    return out[:height, :width]


def ssim(a, b):
    """Mean structural similarity of two grey images of one size: Gaussian window σ 1.5, K1 0.01, K2 0.03, range
    255 (Wang et al. 2004)."""
    a = a.astype(numpy.float64)
    b = b.astype(numpy.float64)
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    blur = lambda x: ndimage.gaussian_filter(x, 1.5, truncate=3.5)
    mu_a, mu_b = blur(a), blur(b)
    var_a = blur(a * a) - mu_a ** 2
    var_b = blur(b * b) - mu_b ** 2
    cov = blur(a * b) - mu_a * mu_b
    ssim_map = ((2 * mu_a * mu_b + c1) * (2 * cov + c2)) / ((mu_a ** 2 + mu_b ** 2 + c1) * (var_a + var_b + c2))
    return float(ssim_map.mean())


def photo_similarity(screen, source, top=0, bottom=None):
    """SSIM of the picture region of `screen` against `source` scaled to it, and the region."""
    region = picture_region(screen, top, bottom)
    y0, y1, x0, x1 = region
    if y1 - y0 < 8 or x1 - x0 < 8:
        return 0.0, region
    shown = screen[y0:y1, x0:x1]
    return ssim(gray(shown), gray(resized(source, y1 - y0, x1 - x0))), region
