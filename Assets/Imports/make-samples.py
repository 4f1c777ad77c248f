#!/usr/bin/env python3
"""Writes the import samples in this folder: a saved Figma file response (three pages, a section holding two
frames, the sign-up frame away from 0,0), the nodes response of its sign-up frame and that frame's picture at 3x; a
uiautomator dump with its Pixel 8 screenshot; an XCUITest debugDescription with its iPhone 15 screenshot. The
pictures are drawn from the same boxes as the documents, so an import lands each field on its box.

Usage: python3 Assets/Imports/make-samples.py   (needs Pillow)
"""

import json
import pathlib

from PIL import Image, ImageDraw, ImageFont

HERE = pathlib.Path(__file__).resolve().parent
FONTS = HERE.parent / "Fonts"


def font(size, bold=False):
    return ImageFont.truetype(str(FONTS / ("Inter-SemiBold.otf" if bold else "Inter-Regular.otf")), size)


# ---------------------------------------------------------------------------------------------------------------
# Figma: the sign-up frame, 393 × 852 pt, at (1200, -300) on the canvas, in the section "Onboarding".

FRAME_X, FRAME_Y = 1200.0, -300.0
node_ids = iter(range(100, 1000))


def box(x, y, w, h):
    return {"x": FRAME_X + x, "y": FRAME_Y + y, "width": w, "height": h}


def solid(r, g, b):
    return [{"blendMode": "NORMAL", "type": "SOLID", "color": {"r": r, "g": g, "b": b, "a": 1}}]


def node(kind, name, x, y, w, h, **extra):
    out = {"id": f"1:{next(node_ids)}", "name": name, "type": kind, "scrollBehavior": "SCROLLS",
           "absoluteBoundingBox": box(x, y, w, h), "absoluteRenderBounds": box(x, y, w, h),
           "constraints": {"vertical": "TOP", "horizontal": "LEFT"}, "fills": [], "strokes": [],
           "strokeWeight": 1, "effects": []}
    out.update(extra)
    return out


def text(name, characters, x, y, w, h, size=17):
    return node("TEXT", name, x, y, w, h, characters=characters, fills=solid(0.1, 0.1, 0.12),
                style={"fontFamily": "Inter", "fontWeight": 400, "fontSize": size, "lineHeightPx": h})


def field_instance(name, component, label, placeholder, x, y, w, h):
    return node("INSTANCE", name, x, y, w, h, componentId=component,
                componentProperties={"Label text#12:0": {"type": "TEXT", "value": label},
                                     "Placeholder#12:1": {"type": "TEXT", "value": placeholder},
                                     "Show icon#12:2": {"type": "BOOLEAN", "value": False},
                                     "State": {"type": "VARIANT", "value": "Default"}},
                fills=solid(1, 1, 1), strokes=solid(0.78, 0.78, 0.8),
                children=[text("Label", label, x, y - 22, 200, 18, size=13),
                          text("Placeholder", placeholder, x + 16, y + 15, 250, 22)])


BOXES = {}  # name → (x, y, w, h, kind) for the picture


def remember(name, x, y, w, h, kind):
    BOXES[name] = (x, y, w, h, kind)


def signup_frame():
    children = []
    status = node("INSTANCE", "Status Bar", 0, 0, 393, 54, componentId="9:1", scrollBehavior="FIXED",
                  children=[text("Time", "9:41", 40, 18, 50, 20)])
    nav = node("FRAME", "Navigation", 0, 54, 393, 44, scrollBehavior="FIXED", fills=solid(0.97, 0.97, 0.97),
               children=[text("Title", "Create account", 130, 65, 140, 22)])
    children += [status, nav]
    remember("nav", 0, 0, 393, 98, "top")
    children.append(text("Heading", "Join KeyboardLab", 16, 118, 300, 34, size=28))
    rows = [("Name", "10:1", "Full name", "Camille Martin", 190),
            ("Email", "10:1", "Email address", "you@example.com", 278),
            ("Phone", "10:2", "Phone (mobile)", "+55 11 91234-5678", 366)]
    for name, component, label, placeholder, y in rows:
        children.append(field_instance(name, component, label, placeholder, 16, y, 361, 52))
        remember(label, 16, y, 361, 52, "field")
    # A frame named like an input, stroked, holding its placeholder; its label is a text above it in the group.
    password = node("FRAME", "Password field", 16, 454, 361, 52, fills=solid(1, 1, 1),
                    strokes=solid(0.78, 0.78, 0.8), children=[text("Dots", "••••••••", 32, 469, 120, 22)])
    children.append(node("GROUP", "Password row", 16, 432, 361, 74, fills=[], children=[
        text("Label", "Password", 16, 432, 200, 18, size=13), password]))
    remember("Password", 16, 454, 361, 52, "field")
    # A stroked rectangle grouped with its placeholder, named by nothing.
    children.append(node("GROUP", "Group 12", 16, 542, 361, 52, children=[
        node("RECTANGLE", "Rectangle 4", 16, 542, 361, 52, fills=solid(1, 1, 1), strokes=solid(0.78, 0.78, 0.8),
             cornerRadius=10),
        text("Referral", "Referral code (optional)", 32, 557, 250, 22)]))
    remember("Referral code (optional)", 16, 542, 361, 52, "field")
    about = field_instance("About", "10:3", "About you", "A few words", 16, 630, 361, 104)
    children.append(about)
    remember("About you", 16, 630, 361, 104, "field")
    hidden = field_instance("Error field", "10:1", "Error", "", 16, 740, 361, 0)
    hidden["visible"] = False
    children.append(hidden)
    children.append(node("INSTANCE", "Country", 16, 740, 170, 12, componentId="10:4",
                         children=[text("Value", "Brazil", 16, 740, 100, 12, size=11)]))
    cta = node("FRAME", "Bottom CTA", 0, 758, 393, 94, fills=solid(1, 1, 1),
               constraints={"vertical": "BOTTOM", "horizontal": "LEFT_RIGHT"}, children=[
                   node("INSTANCE", "Button", 16, 766, 361, 50, componentId="11:1", fills=solid(0, 0.478, 1),
                        children=[text("Title", "Create account", 130, 780, 140, 22)]),
                   node("INSTANCE", "Home Indicator", 0, 818, 393, 34, componentId="9:2",
                        constraints={"vertical": "BOTTOM", "horizontal": "CENTER"})])
    children.append(cta)
    remember("Create account", 16, 766, 361, 50, "button")
    frame = node("FRAME", "Sign up", 0, 0, 393, 852, fills=solid(1, 1, 1), clipsContent=True, children=children)
    frame["id"] = "1:20"
    return frame


def other_frame(name, node_id, x, y, w, h):
    out = {"id": node_id, "name": name, "type": "FRAME", "absoluteBoundingBox": {"x": x, "y": y, "width": w,
           "height": h}, "fills": solid(1, 1, 1), "children": [], "scrollBehavior": "SCROLLS"}
    return out


COMPONENTS = {
    "9:1": {"key": "a1", "name": "Status Bar", "description": ""},
    "9:2": {"key": "a2", "name": "Home Indicator", "description": ""},
    "10:1": {"key": "b1", "name": "State=Default", "componentSetId": "10:0", "description": ""},
    "10:2": {"key": "b2", "name": "Input", "description": "One-line input"},
    "10:3": {"key": "b3", "name": "Text area", "description": ""},
    "10:4": {"key": "b4", "name": "Dropdown input", "description": ""},
    "11:1": {"key": "c1", "name": "Button/Primary", "description": ""},
}
COMPONENT_SETS = {"10:0": {"key": "s1", "name": "Text field", "description": ""}}


def figma_documents():
    signup = signup_frame()
    login = other_frame("Log in", "1:21", 1700, -300, 393, 852)
    section = {"id": "1:19", "name": "Onboarding", "type": "SECTION", "children": [signup, login],
               "absoluteBoundingBox": {"x": 1100, "y": -400, "width": 1100, "height": 1100}}
    page = {"id": "0:1", "name": "Mobile", "type": "CANVAS", "children": [section],
            "backgroundColor": {"r": 0.96, "g": 0.96, "b": 0.96, "a": 1}}
    web = {"id": "0:2", "name": "Web", "type": "CANVAS",
           "children": [other_frame("Web — Sign up", "2:1", 0, 0, 1440, 1024)]}
    old = {"id": "3:2", "name": "Old flows", "type": "GROUP", "children": [
        other_frame("Sign up (2024)", "3:3", 0, 0, 375, 812)],
        "absoluteBoundingBox": {"x": 0, "y": 0, "width": 375, "height": 812}}
    archive = {"id": "0:3", "name": "Archive", "type": "CANVAS", "children": [old]}
    file = {"name": "KeyboardLab sample — sign-up", "lastModified": "2026-11-20T10:00:00Z", "role": "viewer",
            "version": "1234567890", "schemaVersion": 0, "editorType": "figma",
            "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [page, web, archive]},
            "components": COMPONENTS, "componentSets": COMPONENT_SETS, "styles": {}}
    nodes = {"name": file["name"], "lastModified": file["lastModified"], "version": file["version"],
             "role": "viewer", "nodes": {"1:20": {"document": signup, "components": COMPONENTS,
                                                  "componentSets": COMPONENT_SETS, "schemaVersion": 0,
                                                  "styles": {}}}}
    return file, nodes


def draw_design(path, scale=3):
    width, height = 393, 852
    image = Image.new("RGB", (width * scale, height * scale), "white")
    draw = ImageDraw.Draw(image)
    s = lambda v: int(round(v * scale))
    draw.rectangle([0, 0, s(393), s(98)], fill=(247, 247, 247))
    draw.text((s(40), s(18)), "9:41", font=font(s(15), True), fill=(0, 0, 0))
    draw.text((s(196.5), s(76)), "Create account", font=font(s(17), True), fill=(0, 0, 0), anchor="mm")
    draw.line([0, s(98), s(393), s(98)], fill=(200, 200, 204), width=s(0.5))
    draw.text((s(16), s(118)), "Join KeyboardLab", font=font(s(28), True), fill=(28, 28, 30))
    placeholders = {"Full name": "Camille Martin", "Email address": "you@example.com",
                    "Phone (mobile)": "+55 11 91234-5678", "Password": "••••••••",
                    "Referral code (optional)": "", "About you": "A few words"}
    for name, (x, y, w, h, kind) in BOXES.items():
        if kind == "field":
            draw.rounded_rectangle([s(x), s(y), s(x + w), s(y + h)], radius=s(10), fill="white",
                                   outline=(199, 199, 204), width=s(1))
            if name != "Referral code (optional)":
                draw.text((s(x), s(y - 22)), name, font=font(s(13)), fill=(99, 99, 102))
            shown = placeholders.get(name) or name
            draw.text((s(x + 16), s(y + 15)), shown, font=font(s(17)), fill=(174, 174, 178))
        elif kind == "button":
            draw.rounded_rectangle([s(x), s(y), s(x + w), s(y + h)], radius=s(12), fill=(0, 122, 255))
            draw.text((s(x + w / 2), s(y + h / 2)), name, font=font(s(17), True), fill="white", anchor="mm")
    draw.rounded_rectangle([s(130), s(839), s(263), s(844)], radius=s(2.5), fill=(0, 0, 0))
    image.save(path, optimize=True)


# ---------------------------------------------------------------------------------------------------------------
# Android: a Pixel 8 screenshot (1080 × 2400 px, density 2.625) and its uiautomator dump.

def android_sample(xml_path, png_path):
    width, height = 1080, 2400
    status, nav, app_bar = 132, 63, 168
    rows = [("Full name", "com.example.signup:id/full_name", "Camille Martin", 400, 150, "false"),
            ("Email", "com.example.signup:id/email", "you@example.com", 660, 150, "false"),
            ("Phone", "com.example.signup:id/phone", "+55 11 91234-5678", 920, 150, "false"),
            ("Password", "com.example.signup:id/password", "", 1180, 150, "true"),
            ("Notes", "com.example.signup:id/notes", "Anything we should know", 1440, 300, "false")]
    nodes = []
    index = 0

    def add(cls, bounds, depth, **attrs):
        nonlocal index
        x1, y1, x2, y2 = bounds
        base = {"index": str(index), "text": "", "resource-id": "", "class": cls,
                "package": "com.example.signup", "content-desc": "", "checkable": "false", "checked": "false",
                "clickable": "false", "enabled": "true", "focusable": "false", "focused": "false",
                "scrollable": "false", "long-clickable": "false", "password": "false", "selected": "false",
                "bounds": f"[{x1},{y1}][{x2},{y2}]"}
        base.update(attrs)
        index += 1
        nodes.append((depth, base))

    add("android.widget.FrameLayout", (0, 0, width, height), 0)
    add("android.widget.LinearLayout", (0, 0, width, height), 1)
    add("android.widget.FrameLayout", (0, status, width, height - nav), 2, **{"resource-id": "android:id/content"})
    add("android.view.ViewGroup", (0, status, width, status + app_bar), 3,
        **{"class": "androidx.appcompat.widget.Toolbar", "resource-id": "com.example.signup:id/toolbar"})
    add("android.widget.TextView", (48, status + 50, 600, status + 120), 4, text="Create account")
    add("android.widget.ScrollView", (0, status + app_bar, width, height - nav), 3, scrollable="true")
    for label, rid, hint, y, h, password in rows:
        add("android.widget.TextView", (48, y - 60, 700, y - 8), 4, text=label)
        add("android.widget.EditText", (42, y, 1038, y + h), 4, text=hint, hint=hint, password=password,
            clickable="true", focusable="true", **{"resource-id": rid, "long-clickable": "true"})
    add("android.widget.Button", (42, 2150, 1038, 2290), 3, text="Sign up", clickable="true",
        **{"resource-id": "com.example.signup:id/submit"})
    add("android.view.View", (0, 0, width, status), 1, **{"resource-id": "android:id/statusBarBackground"})
    add("android.view.View", (0, height - nav, width, height), 1,
        **{"resource-id": "android:id/navigationBarBackground"})
    # The XML, nested by depth.
    lines = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", '<hierarchy rotation="0">']
    stack = []
    for depth, attrs in nodes:
        while stack and stack[-1] >= depth:
            lines.append("  " * (stack.pop() + 1) + "</node>")
        text = " ".join(f'{k}="{v}"' for k, v in attrs.items())
        lines.append("  " * (depth + 1) + f"<node {text}>")
        stack.append(depth)
    while stack:
        lines.append("  " * (stack.pop() + 1) + "</node>")
    lines.append("</hierarchy>")
    xml_path.write_text("\n".join(lines) + "\n", encoding="utf-8")

    image = Image.new("RGB", (width, height), (254, 247, 255))
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 0, width, status], fill=(243, 237, 247))
    draw.text((60, 40), "9:41", font=font(40, True), fill=(29, 27, 32))
    draw.rectangle([0, status, width, status + app_bar], fill=(243, 237, 247))
    draw.text((48, status + 55), "Create account", font=font(58), fill=(29, 27, 32))
    for label, rid, hint, y, h, password in rows:
        draw.text((48, y - 58), label, font=font(36), fill=(73, 69, 79))
        draw.rounded_rectangle([42, y, 1038, y + h], radius=10, outline=(121, 116, 126), width=3,
                               fill=(254, 247, 255))
        draw.text((84, y + 48), hint or "••••••••", font=font(44), fill=(121, 116, 126))
    draw.rounded_rectangle([42, 2150, 1038, 2290], radius=70, fill=(103, 80, 164))
    draw.text((540, 2220), "Sign up", font=font(44, True), fill="white", anchor="mm")
    draw.rectangle([0, height - nav, width, height], fill=(243, 237, 247))
    draw.rounded_rectangle([430, height - 36, 650, height - 24], radius=6, fill=(29, 27, 32))
    image.save(png_path, optimize=True)


# ---------------------------------------------------------------------------------------------------------------
# iOS: an iPhone 15 screenshot (1179 × 2556 px) and XCUITest's debugDescription of the same screen.

def ios_sample(text_path, png_path):
    fields = [("TextField", "signup.name", "Full name", "Camille Martin", 150, 48),
              ("TextField", "signup.email", "Email", "you@example.com", 232, 48),
              ("TextField", "signup.phone", "Phone", "+55 11 91234-5678", 314, 48),
              ("SecureTextField", "signup.password", "Password", "Password", 396, 48),
              ("TextView", "signup.bio", "Bio", "", 478, 120)]
    lines = ["Attributes: Application, 0x600000c0c1c0, pid: 4242, label: 'Sign up'",
             "Element subtree:",
             " →Application, 0x600000c0c1c0, pid: 4242, label: 'Sign up'",
             "    Window (Main), 0x600000c0c2a0, {{0.0, 0.0}, {393.0, 852.0}}",
             "      Other, 0x600000c0c380, {{0.0, 0.0}, {393.0, 852.0}}",
             "        NavigationBar, 0x600000c0c460, {{0.0, 59.0}, {393.0, 44.0}}, identifier: 'Create account'",
             "          StaticText, 0x600000c0c540, {{131.0, 70.0}, {131.0, 22.0}}, label: 'Create account'",
             "        ScrollView, 0x600000c0c620, {{0.0, 103.0}, {393.0, 749.0}}"]
    address = 0x600000c0c700
    for kind, identifier, label, placeholder, y, h in fields:
        lines.append(f"          StaticText, 0x{address:x}, {{{{16.0, {y - 24}.0}}, {{200.0, 18.0}}}}, "
                     f"label: '{label}'")
        address += 0xe0
        extra = f", placeholderValue: '{placeholder}'" if placeholder else ""
        lines.append(f"          {kind}, 0x{address:x}, {{{{16.0, {y}.0}}, {{361.0, {h}.0}}}}, "
                     f"identifier: '{identifier}', label: '{label}'{extra}")
        address += 0xe0
    lines.append(f"        Button, 0x{address:x}, {{{{16.0, 760.0}}, {{361.0, 50.0}}}}, identifier: 'signup.submit', "
                 "label: 'Create account'")
    lines += ["Path to element:", " →Application, 0x600000c0c1c0, pid: 4242, label: 'Sign up'",
              "Query chain:", " →Find: Target Application 'com.example.signup'"]
    text_path.write_text("\n".join(lines) + "\n", encoding="utf-8")

    scale = 3
    s = lambda v: int(round(v * scale))
    image = Image.new("RGB", (393 * scale, 852 * scale), (242, 242, 247))
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 0, s(393), s(103)], fill=(249, 249, 249))
    draw.text((s(40), s(18)), "9:41", font=font(s(15), True), fill=(0, 0, 0))
    draw.text((s(196.5), s(81)), "Create account", font=font(s(17), True), fill=(0, 0, 0), anchor="mm")
    for kind, identifier, label, placeholder, y, h in fields:
        draw.text((s(16), s(y - 24)), label, font=font(s(13)), fill=(99, 99, 102))
        draw.rounded_rectangle([s(16), s(y), s(377), s(y + h)], radius=s(10), fill="white")
        draw.text((s(28), s(y + 13)), placeholder or "", font=font(s(17)), fill=(174, 174, 178))
    draw.rounded_rectangle([s(16), s(760), s(377), s(810)], radius=s(12), fill=(0, 122, 255))
    draw.text((s(196.5), s(785)), "Create account", font=font(s(17), True), fill="white", anchor="mm")
    draw.rounded_rectangle([s(130), s(839), s(263), s(844)], radius=s(2.5), fill=(0, 0, 0))
    image.save(png_path, optimize=True)


def main():
    file, nodes = figma_documents()
    (HERE / "figma-signup.json").write_text(json.dumps(file, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (HERE / "figma-signup-nodes.json").write_text(json.dumps(nodes, indent=1, ensure_ascii=False) + "\n",
                                                   encoding="utf-8")
    draw_design(HERE / "signup@3x.png")
    android_sample(HERE / "uiautomator-signup.xml", HERE / "uiautomator-signup.png")
    ios_sample(HERE / "xcuitest-signup.txt", HERE / "xcuitest-signup.png")


if __name__ == "__main__":
    main()
