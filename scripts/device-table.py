#!/usr/bin/env python3
"""Writes Scenarios/devices.md: a row per device per orientation at its newest
OS version, and rows for each version where a value changed.

The expected values are computed here, from the measurements as the research
notes transcribe them (see docs/bibliography.md), not by the model: the file is
a check of the model's catalog and version rules, written independently of
Sources/InsetModel/Screen. Run it from the package root:

    python3 scripts/device-table.py > Scenarios/devices.md
"""

NEWEST = "27.1"

# name, width, height, scale, kind, top, regular width in landscape, first OS,
# last OS (None: still supported), flags. Kinds: home (home-button phone),
# notch, island, padHome (home-button iPad), padIndicator.
PHONES = [
    ("iPhone SE (1st generation)", 320, 568, 2, "home", 20, False, 9, 15, ""),
    ("iPhone 6s", 375, 667, 2, "home", 20, False, 9, 15, ""),
    ("iPhone 7", 375, 667, 2, "home", 20, False, 10, 15, ""),
    ("iPhone 8", 375, 667, 2, "home", 20, False, 11, 16, ""),
    ("iPhone SE (2nd generation)", 375, 667, 2, "home", 20, False, 13, None, ""),
    ("iPhone SE (3rd generation)", 375, 667, 2, "home", 20, False, 15, None, ""),
    ("iPhone 6s Plus", 414, 736, 3, "home", 20, True, 9, 15, ""),
    ("iPhone 7 Plus", 414, 736, 3, "home", 20, True, 10, 15, ""),
    ("iPhone 8 Plus", 414, 736, 3, "home", 20, True, 11, 16, ""),
    ("iPhone X", 375, 812, 3, "notch", 44, False, 11, 16, ""),
    ("iPhone XS", 375, 812, 3, "notch", 44, False, 12, 18, ""),
    ("iPhone 11 Pro", 375, 812, 3, "notch", 44, False, 13, None, ""),
    ("iPhone XS Max", 414, 896, 3, "notch", 44, True, 12, 18, ""),
    ("iPhone 11 Pro Max", 414, 896, 3, "notch", 44, True, 13, None, ""),
    ("iPhone XR", 414, 896, 2, "notch", 48, True, 12, 18, "xr"),
    ("iPhone 11", 414, 896, 2, "notch", 48, True, 13, None, "xr"),
    ("iPhone 12 mini", 375, 812, 3, "notch", 50, False, 14, None, "mini"),
    ("iPhone 13 mini", 375, 812, 3, "notch", 50, False, 15, None, ""),
    ("iPhone 12", 390, 844, 3, "notch", 47, False, 14, None, ""),
    ("iPhone 12 Pro", 390, 844, 3, "notch", 47, False, 14, None, ""),
    ("iPhone 13", 390, 844, 3, "notch", 47, False, 15, None, ""),
    ("iPhone 13 Pro", 390, 844, 3, "notch", 47, False, 15, None, ""),
    ("iPhone 14", 390, 844, 3, "notch", 47, False, 16, None, ""),
    ("iPhone 16e", 390, 844, 3, "notch", 47, False, 18, None, ""),
    ("iPhone 17e", 390, 844, 3, "notch", 47, False, 26, None, ""),
    ("iPhone 12 Pro Max", 428, 926, 3, "notch", 47, True, 14, None, ""),
    ("iPhone 13 Pro Max", 428, 926, 3, "notch", 47, True, 15, None, ""),
    ("iPhone 14 Plus", 428, 926, 3, "notch", 47, True, 16, None, ""),
    ("iPhone 14 Pro", 393, 852, 3, "island", 59, False, 16, None, ""),
    ("iPhone 15", 393, 852, 3, "island", 59, False, 17, None, ""),
    ("iPhone 15 Pro", 393, 852, 3, "island", 59, False, 17, None, ""),
    ("iPhone 16", 393, 852, 3, "island", 59, False, 18, None, ""),
    ("iPhone 14 Pro Max", 430, 932, 3, "island", 59, True, 16, None, ""),
    ("iPhone 15 Plus", 430, 932, 3, "island", 59, True, 17, None, ""),
    ("iPhone 15 Pro Max", 430, 932, 3, "island", 59, True, 17, None, ""),
    ("iPhone 16 Plus", 430, 932, 3, "island", 59, True, 18, None, ""),
    ("iPhone 16 Pro", 402, 874, 3, "island", 62, False, 18, None, ""),
    ("iPhone 16 Pro Max", 440, 956, 3, "island", 62, True, 18, None, ""),
    ("iPhone 17", 402, 874, 3, "island", 62, False, 26, None, ""),
    ("iPhone 17 Pro", 402, 874, 3, "island", 62, False, 26, None, ""),
    ("iPhone 17 Pro Max", 440, 956, 3, "island", 62, True, 26, None, ""),
    ("iPhone Air", 420, 912, 3, "island", 68, True, 26, None, ""),
]
PADS = [
    ("iPad Air 2", 768, 1024, "padHome", 8, 15, ""),
    ("iPad mini 4", 768, 1024, "padHome", 9, 15, ""),
    ("iPad Pro (9.7-inch)", 768, 1024, "padHome", 9, 16, ""),
    ("iPad Pro (12.9-inch) (1st generation)", 1024, 1366, "padHome", 9, 16, ""),
    ("iPad (5th generation)", 768, 1024, "padHome", 10, 16, ""),
    ("iPad Pro (12.9-inch) (2nd generation)", 1024, 1366, "padHome", 10, 17, ""),
    ("iPad Pro (10.5-inch)", 834, 1112, "padHome", 10, 17, ""),
    ("iPad (6th generation)", 768, 1024, "padHome", 11, 17, ""),
    ("iPad Pro (11-inch) (1st generation)", 834, 1194, "padIndicator", 12, 26, ""),
    ("iPad Pro (12.9-inch) (3rd generation)", 1024, 1366, "padIndicator", 12, 26, ""),
    ("iPad Air (3rd generation)", 834, 1112, "padHome", 12, 26, ""),
    ("iPad mini (5th generation)", 768, 1024, "padHome", 12, 26, ""),
    ("iPad (7th generation)", 810, 1080, "padHome", 13, 18, ""),
    ("iPad Pro (11-inch) (2nd generation)", 834, 1194, "padIndicator", 13, None, ""),
    ("iPad Pro (12.9-inch) (4th generation)", 1024, 1366, "padIndicator", 13, None, ""),
    ("iPad (8th generation)", 810, 1080, "padHome", 14, 26, ""),
    ("iPad Air (4th generation)", 820, 1180, "padIndicator", 14, None, ""),
    ("iPad Pro (11-inch) (3rd generation)", 834, 1194, "padIndicator", 14, None, ""),
    ("iPad Pro (12.9-inch) (5th generation)", 1024, 1366, "padIndicator", 14, None, ""),
    ("iPad (9th generation)", 810, 1080, "padHome", 15, None, ""),
    ("iPad mini (6th generation)", 744, 1133, "padIndicator", 15, None, ""),
    ("iPad Air (5th generation)", 820, 1180, "padIndicator", 15, None, ""),
    ("iPad (10th generation)", 820, 1180, "padIndicator", 16, None, ""),
    ("iPad Pro (11-inch) (4th generation)", 834, 1194, "padIndicator", 16, None, ""),
    ("iPad Pro (12.9-inch) (6th generation)", 1024, 1366, "padIndicator", 16, None, ""),
    ("iPad Pro 11-inch (M4)", 834, 1210, "padIndicator", 17, None, "2024"),
    ("iPad Pro 13-inch (M4)", 1032, 1376, "padIndicator", 17, None, "2024"),
    ("iPad Air 11-inch (M2)", 820, 1180, "padIndicator", 17, None, "2024"),
    ("iPad Air 13-inch (M2)", 1024, 1366, "padIndicator", 17, None, "2024"),
    ("iPad mini (A17 Pro)", 744, 1133, "padIndicator", 18, None, "2024"),
    ("iPad Air 11-inch (M3)", 820, 1180, "padIndicator", 18, None, "2024"),
    ("iPad Air 13-inch (M3)", 1024, 1366, "padIndicator", 18, None, "2024"),
    ("iPad (A16)", 820, 1180, "padIndicator", 18, None, ""),
    ("iPad Pro 11-inch (M5)", 834, 1210, "padIndicator", 26, None, ""),
    ("iPad Pro 13-inch (M5)", 1032, 1376, "padIndicator", 26, None, ""),
    ("iPad Air 11-inch (M4)", 820, 1180, "padIndicator", 26, None, ""),
    ("iPad Air 13-inch (M4)", 1024, 1366, "padIndicator", 26, None, ""),
]

# The iPhone Duo (iOS 27.1), one entry per display: name, portrait width and
# height, status strip width, top inset held tall (None: the strip is vertical in
# portrait too), home indicator, size classes in portrait and in landscape.
# [boardhop-plan], [boardhop-walk], [duolab-handoff], [capfold-doc].
FOLDABLES = [
    ("iPhone Duo (folded)", 466, 678, 84, None, 34, ("compact", "regular"), ("compact", "compact")),
    ("iPhone Duo (unfolded)", 669, 951, 84, 82, 34, ("regular", "regular"), ("regular", "regular")),
]

ORIENTATIONS = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]


def ins(t, l, b, r):
    return "{%s, %s, %s, %s}" % tuple(fmt(x) for x in (t, l, b, r))


def fmt(x):
    return str(int(x)) if float(x).is_integer() else ("%.3f" % x).rstrip("0").rstrip(".")


def phone(d, version, orientation):
    name, w, h, scale, kind, top, reg, first, last, flags = d
    landscape = orientation.startswith("landscape")
    size = (h, w) if landscape else (w, h)
    v = float(version)
    if "xr" in flags and v < 14:
        top = 44
    status = top
    if kind == "home":
        status = 20
    elif kind == "island":
        status = 54 if top == 59 else top
    if "mini" in flags and v < 15:
        status = 44
    indicator = 34
    if landscape:
        indicator = 20 if v >= 26 else 21
    if kind == "home":
        window = ins(0, 0, 0, 0) if (landscape or v < 12) else ins(20, 0, 0, 0)
        bar = 0 if landscape else 20
    else:
        bar = 0 if landscape else status
        if orientation == "portrait":
            window = ins(top, 0, 34, 0)
        elif orientation == "portraitUpsideDown":
            window = ins(34, 0, top, 0)
        else:
            window = ins(0, top, indicator, top)
    classes = (("regular" if reg else "compact"), "compact") if landscape else ("compact", "regular")
    return size, scale, window, bar, classes


def pad(d, version, orientation):
    name, w, h, kind, first, last, flags = d
    landscape = orientation.startswith("landscape")
    size = (h, w) if landscape else (w, h)
    v = float(version)
    if kind == "padHome":
        window = ins(0 if v < 12 else 20, 0, 0, 0)
        bar = 20
    elif v >= 26:
        window, bar = ins(32, 0, 25, 0), 32
    else:
        window, bar = ins(24, 0, 25 if flags == "2024" else 20, 0), 24
    return size, 2, window, bar, ("regular", "regular")


def duo(d, orientation):
    name, w, h, strip, tall_top, indicator, portrait_classes, landscape_classes = d
    landscape = orientation.startswith("landscape")
    size = (h, w) if landscape else (w, h)
    if orientation == "portrait" and tall_top is not None:
        return size, 3, ins(tall_top, 0, indicator, 0), tall_top, portrait_classes
    # The strip: on the right in portrait and landscapeLeft, on the left in
    # landscapeRight; the status bar is the strip, no band across the top.
    left = strip if orientation == "landscapeRight" else 0
    right = 0 if orientation == "landscapeRight" else strip
    classes = landscape_classes if landscape else portrait_classes
    return size, 3, ins(0, left, indicator, right), 0, classes


def newest(last):
    return NEWEST if last is None else str(last)


def row(label, name, version, orientation, result, extra=""):
    size, scale, window, bar, classes = result
    return "| %s | %s | %s | %s | {%d, %d} | %s | %s | %s | %s | %s |" % (
        label, name, version, orientation, size[0], size[1], scale, window, bar, classes[0], classes[1])


HEADER = ("| scenario | device | iOSVersion | orientation | screenSize? | scale? | "
          "windowSafeAreaInsets? | statusBarHeight? | horizontalSizeClass? | verticalSizeClass? |\n"
          "|---|---|---|---|---|---|---|---|---|---|")

out = []
p = out.append
p("""# Devices: the window's safe area, size and size classes

Every device InsetModel knows, in each of the four interface orientations, at
the newest OS version it runs; then the versions where a value changed.
`insets devices` prints the same catalog with its OS range, how sure the model
is of each entry and its sources. This file is written by
`scripts/device-table.py` from the measurements themselves, apart from the
model's code, so that it checks the catalog and its version rules.

Where the numbers come from: Apple's device tables for sizes, scales and size
classes ([apple-device-screens]); simulator probes of every device on iOS 14.4,
15.0 and 16.2 ([dimmmensions]) and on iOS 26.5 ([df-devices]); device tables
kept by libraries ([qmui-helper], [sst-view], [gknavigationbar-config]); which
devices run which OS versions ([os-compatibility]). The model covers iOS 11
(when safe areas arrived) to iOS 27.1, and nothing published shows iOS 27
reading other insets than iOS 26.5 (the model's default version is 27.1).

What covers each edge:

- **Home-button iPhones** have only the status bar: 20 pt in portrait, none in
  landscape, where UIKit hides it. On iOS 11 the window itself read zero
  ([radar-42372793], [masonry-546]); a view controller's root view still counts
  the status bar.
- **Notch iPhones** have a sensor housing whose inset stays whether the status
  bar shows or not: 44 on the X, XS, XS Max and 11 Pro family, 48 on the XR
  and 11 (44 before iOS 14), 50 on the minis (the 12 mini's status bar is 44
  on iOS 14, [qmui-1326]), 47 on the 12, 13, 14, 16e and 17e. The home
  indicator takes 34 pt in portrait; in landscape 21 before iOS 26 and 20 from
  it ([dimmmensions], [df-devices]), with the housing's inset on both sides.
- **Dynamic Island iPhones** have a 59 pt inset (62 on the 16 Pro, 16 Pro Max
  and the 17 family, 68 on the Air). The 59 pt phones' status bar is 54 pt
  ([qmui-helper], [gknavigationbar-41]); the others' is unmeasured and taken
  equal to the inset.
- **Upside down**, a Face ID phone's insets turn half a turn
  (`{34, 0, 44, 0}` on an iPhone X), as [qmui-helper] gives them.
- **iPads with a Home button** have a 20 pt status bar in every orientation;
  **iPads with a home indicator** read `{24, 0, 20, 0}` before iPadOS 26 (25 at
  the bottom on the models of 2024 and later) and `{32, 0, 25, 0}` from it
  ([dimmmensions], [df-devices], [openzcine-91]).

Size classes: an iPhone is compact width and regular height in portrait,
compact in both in landscape, except the Plus, Max and Air phones, the XR and
the 11, which are regular width there; an iPad is regular in both
([apple-device-screens], [dimmmensions]).

## The catalog at the newest version each device runs
""")
p(HEADER)
for d in PHONES:
    v = newest(d[8])
    for o in ORIENTATIONS:
        p(row("%s, %s" % (d[0], o), d[0], v, o, phone(d, v, o)))
for d in PADS:
    v = newest(d[5])
    for o in ORIENTATIONS:
        p(row("%s, %s" % (d[0], o), d[0], v, o, pad(d, v, o)))

p("""
## The iPhone Duo (iOS 27.1)

The foldable iPhone's two displays are two devices: `iPhone Duo (folded)`, the
cover display, and `iPhone Duo (unfolded)`, the inner display, as its iOS 27.1
simulator reports them ([boardhop-plan], [boardhop-walk], [duolab-handoff],
[capfold-doc]). The status bar is a vertical strip, 84 pt on the right in
portrait and `landscapeLeft` (on the left in `landscapeRight`, the side two
reports saw it move to, [rn-bottom-tabs-589], [apui-101]), except on the inner
display held tall, where it runs across the top (82, one probe). The home
indicator takes 34 in every pose; the inner display is regular in both size
classes, held either way. Upside down is unpublished. `foldable.md` has the rest.
""")
p(HEADER)
for d in FOLDABLES:
    for o in ["portrait", "landscapeLeft", "landscapeRight"]:
        p(row("%s, %s" % (d[0], o), d[0], NEWEST, o, duo(d, o)))

p("""
## What changed between versions

Each pair shows a device on both sides of a change. The landscape home
indicator went from 21 to 20 with iOS 26 (which 26.x release moved it is not
published; the model takes 26.0). The iPads with a home indicator went to
`{32, 0, 25, 0}` with iPadOS 26. The XR and 11 went from 44 to 48 with iOS 14;
the 12 mini's status bar from 44 to 50 with iOS 15; a home-button device's
window from zero to the status bar with iOS 12.
""")
p(HEADER)
for d in PHONES:
    first, last = d[7], d[8]
    runs = lambda v: max(first, 11) <= v <= (last or 27)
    if d[4] in ("notch", "island") and runs(18) and runs(26):
        for v in ("18", "26"):
            p(row("%s, landscape, iOS %s" % (d[0], v), d[0], v, "landscapeLeft", phone(d, v, "landscapeLeft")))
    if "xr" in d[9]:
        for v in ("13", "14"):
            if runs(int(v)):
                p(row("%s, iOS %s" % (d[0], v), d[0], v, "portrait", phone(d, v, "portrait")))
    if "mini" in d[9]:
        for v in ("14", "15"):
            p(row("%s, iOS %s" % (d[0], v), d[0], v, "portrait", phone(d, v, "portrait")))
    if d[4] == "home" and runs(11):
        for v in ("11", "12"):
            p(row("%s, iOS %s" % (d[0], v), d[0], v, "portrait", phone(d, v, "portrait")))
for d in PADS:
    first, last = d[4], d[5]
    runs = lambda v: max(first, 11) <= v <= (last or 27)
    if d[3] == "padIndicator" and runs(18) and runs(26):
        for v in ("18", "26"):
            p(row("%s, iOS %s" % (d[0], v), d[0], v, "landscapeLeft", pad(d, v, "landscapeLeft")))
    if d[3] == "padHome" and runs(11):
        for v in ("11", "12"):
            p(row("%s, iOS %s" % (d[0], v), d[0], v, "portrait", pad(d, v, "portrait")))


TAIL = """
## Where sources disagree

Each disagreement is a named assumption a row can switch (`docs/facts.md`
states each side).

- The landscape home indicator: measured 21 before iOS 26 and 20 from it;
  swift-snapshot-testing's 2018 presets say 24 ([sst-view]).
  `assumeLandscapeHomeIndicatorInset` pins a value.
- The iPhone 15 and 15 Plus: 59 (their screen and island are the 14 Pro's,
  [gknavigationbar-config]) against 47 ([qmui-helper]'s table, which copies the
  iPhone 14's entry). No probe of an iPhone 15 is published. Default 59.

| scenario | device | iOSVersion | orientation | assumeLandscapeHomeIndicatorInset | assumeIPhone15TopInset | windowSafeAreaInsets? | statusBarHeight? |
|---|---|---|---|---|---|---|---|
| iPhone X landscape, [sst-view]'s 24 | iPhone X | 16 | landscape | 24 | | {0, 44, 24, 44} | 0 |
| iPhone X landscape, measured 21 | iPhone X | 16 | landscape | | | {0, 44, 21, 44} | 0 |
| iPhone 15, [qmui-helper]'s 47 | iPhone 15 | 18 | portrait | | 47 | {47, 0, 34, 0} | 47 |
| iPhone 15 Plus, [qmui-helper]'s 47 | iPhone 15 Plus | 18 | portrait | | 47 | {47, 0, 34, 0} | 47 |
| iPhone 15 Pro is not disputed | iPhone 15 Pro | 18 | portrait | | 47 | {59, 0, 34, 0} | 54 |

## The status bar

Hiding the status bar takes the 20 pt off a home-button device, and nothing
off a notch or Dynamic Island phone, whose inset is the hardware's. On iOS
26.0 and 26.0.1 hiding it kept its inset on home-button devices
([flutter-186028], [rnsac-666]); the fix's scope says 26.1 behaves as before.
Showing it in landscape on an iPhone with a Home button puts the 20 pt back; a
notch or island phone has no room for it there.

| scenario | device | iOSVersion | orientation | statusBar | windowSafeAreaInsets? | statusBarHeight? |
|---|---|---|---|---|---|---|
| iPhone 8, hidden | iPhone 8 | 16 | portrait | hidden | zero | 0 |
| iPhone SE (3rd generation) on iOS 26.0, hidden: the 20 stays | iPhone SE (3rd generation) | 26.0 | portrait | hidden | {20, 0, 0, 0} | 0 |
| iPhone SE (3rd generation) on iOS 26.1, hidden | iPhone SE (3rd generation) | 26.1 | portrait | hidden | zero | 0 |
| iPhone 8 landscape, shown | iPhone 8 | 16 | landscapeRight | visible | {20, 0, 0, 0} | 20 |
| iPhone X, hidden | iPhone X | 16 | portrait | hidden | {44, 0, 34, 0} | 0 |
| iPhone 14 Pro, hidden | iPhone 14 Pro | 27.1 | portrait | hidden | {59, 0, 34, 0} | 0 |
| iPhone X landscape, asked to show | iPhone X | 16 | landscape | visible | {0, 44, 21, 44} | 0 |
| iPad (9th generation), hidden | iPad (9th generation) | 27.1 | landscape | hidden | zero | 0 |
| iPad Pro (11-inch) (2nd generation), hidden | iPad Pro (11-inch) (2nd generation) | 18 | portrait | hidden | {0, 0, 20, 0} | 0 |
| iPad Pro 11-inch (M5), hidden | iPad Pro 11-inch (M5) | 27.1 | portrait | hidden | {0, 0, 25, 0} | 0 |

## Names

Device names are Xcode's simulator names, matched ignoring case, spaces and
punctuation, and a name means what Xcode means by it: Xcode's bare
`iPad Pro (12.9-inch)` is the 2015 model with a Home button, and its bare
`iPad Pro (11-inch)` the 1st generation. A few aliases find devices under
older or other spellings.

| scenario | device | iOSVersion | screenSize? | windowSafeAreaInsets? |
|---|---|---|---|---|
| lower case, no spaces | iphonexsmax | 18 | {414, 896} | {44, 0, 34, 0} |
| punctuation ignored | iPad-Pro 11 inch (M4) | 27.1 | {834, 1210} | {32, 0, 25, 0} |
| Xcode's spelling: Xʀ | iPhone Xʀ | 18 | {414, 896} | {48, 0, 34, 0} |
| the bare 12.9-inch name is the 2015 model | iPad Pro (12.9-inch) | 16 | {1024, 1366} | {20, 0, 0, 0} |
| the 3rd generation has a home indicator | iPad Pro (12.9-inch) (3rd generation) | 16 | {1024, 1366} | {24, 0, 20, 0} |
| the bare 11-inch name is the 1st generation | iPad Pro (11-inch) | 26 | {834, 1194} | {32, 0, 25, 0} |
| alias: iPhone 6 is the 6s's screen | iPhone 6 | 15 | {375, 667} | {20, 0, 0, 0} |
| alias: iPhone SE is the 1st generation | iPhone SE | 15 | {320, 568} | {20, 0, 0, 0} |

## iPad Split View and Slide Over (iPadOS 9 to 18)

In Split View an iPad's window keeps its height and loses width: the narrow
pane is 320 pt (375 on the 12.9-inch screens, and on the 11-inch ones in
landscape), a 10 pt divider separates the panes, and half and two-thirds panes
share what remains. A window is regular width from 678 pt; the widest compact
one measured is 639. These are swift-snapshot-testing's configurations
([sst-view]); the half widths 551 and 592 and the portrait two-thirds 639 are
compact although the old rule of thumb made every half and two-thirds split
regular. Slide Over is the narrow pane's width. `screenSize?` follows
`multitasking`. iPadOS 26 resizes windows freely: see `windows.md`.

| scenario | device | iOSVersion | orientation | multitasking | screenSize? | horizontalSizeClass? | verticalSizeClass? |
|---|---|---|---|---|---|---|---|
| 9.7-inch landscape, a third | iPad Pro (9.7-inch) | 16 | landscape | oneThird | {320, 768} | compact | regular |
| 9.7-inch landscape, half | iPad Pro (9.7-inch) | 16 | landscape | half | {507, 768} | compact | regular |
| 9.7-inch landscape, two thirds | iPad Pro (9.7-inch) | 16 | landscape | twoThirds | {694, 768} | regular | regular |
| 9.7-inch portrait, two thirds | iPad Pro (9.7-inch) | 16 | portrait | twoThirds | {438, 1024} | compact | regular |
| 10.2-inch landscape, half | iPad (9th generation) | 18 | landscape | half | {535, 810} | compact | regular |
| 10.2-inch landscape, two thirds | iPad (9th generation) | 18 | landscape | twoThirds | {750, 810} | regular | regular |
| 10.2-inch portrait, two thirds | iPad (9th generation) | 18 | portrait | twoThirds | {480, 1080} | compact | regular |
| 10.5-inch landscape, half: compact | iPad Pro (10.5-inch) | 17 | landscape | half | {551, 834} | compact | regular |
| 10.5-inch landscape, two thirds | iPad Pro (10.5-inch) | 17 | landscape | twoThirds | {782, 834} | regular | regular |
| 10.5-inch portrait, two thirds | iPad Pro (10.5-inch) | 17 | portrait | twoThirds | {504, 1112} | compact | regular |
| 11-inch landscape, a third | iPad Pro (11-inch) (2nd generation) | 18 | landscape | oneThird | {375, 834} | compact | regular |
| 11-inch landscape, half: compact | iPad Pro (11-inch) (2nd generation) | 18 | landscape | half | {592, 834} | compact | regular |
| 11-inch landscape, two thirds | iPad Pro (11-inch) (2nd generation) | 18 | landscape | twoThirds | {809, 834} | regular | regular |
| 11-inch portrait, a third | iPad Pro (11-inch) (2nd generation) | 18 | portrait | oneThird | {320, 1194} | compact | regular |
| 11-inch portrait, two thirds | iPad Pro (11-inch) (2nd generation) | 18 | portrait | twoThirds | {504, 1194} | compact | regular |
| 12.9-inch landscape, a third | iPad Pro (12.9-inch) (4th generation) | 18 | landscape | oneThird | {375, 1024} | compact | regular |
| 12.9-inch landscape, half: regular | iPad Pro (12.9-inch) (4th generation) | 18 | landscape | half | {678, 1024} | regular | regular |
| 12.9-inch landscape, two thirds | iPad Pro (12.9-inch) (4th generation) | 18 | landscape | twoThirds | {981, 1024} | regular | regular |
| 12.9-inch portrait, a third | iPad Pro (12.9-inch) (4th generation) | 18 | portrait | oneThird | {375, 1366} | compact | regular |
| 12.9-inch portrait, two thirds: compact | iPad Pro (12.9-inch) (4th generation) | 18 | portrait | twoThirds | {639, 1366} | compact | regular |
| 12.9-inch portrait, Slide Over | iPad Pro (12.9-inch) (4th generation) | 18 | portrait | slideOver | {375, 1366} | compact | regular |
| full screen | iPad Pro (12.9-inch) (4th generation) | 18 | landscape | fullScreen | {1366, 1024} | regular | regular |

## Devices not measured yet

Xcode 27 has simulators of the iPhone 18 Pro and 18 Pro Max, but no source
publishes their screens or safe areas: a row naming one is an error that says
so, rather than a guess. Pin `screenSize` and `rootSafeAreaInsets` on a bare
screen for them.
"""

p(TAIL)
print("\n".join(out))
