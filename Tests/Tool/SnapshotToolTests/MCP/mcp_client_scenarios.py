"""`snapshots mcp` driven by a real MCP client: the official Python SDK, over stdio.

Run by MCPClientEndToEndTests against a copy of this package's example app (never the
package itself: the scenarios edit its strings and accept renders). Each check prints
one line; the last line counts them. Exit status 0 when every check passed.

    python3 mcp_client_scenarios.py --server .build/debug/snapshots --package /tmp/copy
"""

import argparse
import asyncio
import json
import os
import subprocess
import sys
import time

from mcp import ClientSession, StdioServerParameters, stdio_client

try:
    from mcp import MCPError
except ImportError:  # the SDK's 1.x spelling
    from mcp.shared.exceptions import McpError as MCPError

LIST = "__Snapshots__/CharacterListViewSnapshotTests/loadedStateWithCharacters.1.txt"
BUILD_TIMEOUT = 3600.0


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print(f"ok      {name}", flush=True)
        else:
            self.failed += 1
            print(f"FAILED  {name}\n{detail}", flush=True)
        return condition


def field(value, snake, camel):
    """The SDK's 2.x names its fields in snake case, 1.x as the wire does."""
    return getattr(value, snake) if hasattr(value, snake) else getattr(value, camel)


def is_error(result):
    return bool(field(result, "is_error", "isError"))


def text_of(result):
    return "\n".join(block.text for block in result.content if getattr(block, "type", "") == "text")


async def call(session, tool, arguments=None):
    started = time.monotonic()
    result = await session.call_tool(tool, arguments or {}, read_timeout_seconds=BUILD_TIMEOUT)
    return result, text_of(result), time.monotonic() - started


async def protocol_errors(session, checks):
    """Each error is well formed and the server keeps serving."""
    try:
        await session.call_tool("paint", {"name": LIST})
        checks.check("an unknown tool is a protocol error", False, "no error raised")
    except MCPError as error:
        checks.check("an unknown tool is -32602 naming the tools", error.code == -32602 and "Tools: list, render" in error.message, str(error.message))
    await session.send_ping()

    try:
        await session.list_prompts()
        checks.check("an unknown method is a protocol error", False, "no error raised")
    except MCPError as error:
        checks.check("an unknown method is -32601 naming the methods served", error.code == -32601 and "tools/call" in error.message, str(error.message))
    await session.send_ping()

    result, text, _ = await call(session, "render", {})
    checks.check("a missing argument is the tool's error saying what to send", is_error(result) and 'render needs "name"' in text, text)

    result, text, _ = await call(session, "render", {"name": "NoSuchScreen*"})
    checks.check("a name matching nothing is the tool's error pointing at list", is_error(result) and "`list`" in text, text)

    result, text, _ = await call(session, "interact", {"name": LIST, "action": "tap"})
    checks.check("an action without its target is the tool's error", is_error(result) and "needs a \"target\"" in text, text)


async def renders(session, checks, timings):
    tools = await session.list_tools()
    names = [tool.name for tool in tools.tools]
    checks.check("tools/list names the seven tools", names == ["list", "render", "interact", "test", "pending", "accept", "reject"], str(names))
    render_tool = next(tool for tool in tools.tools if tool.name == "render")
    checks.check("render's schema requires name", field(render_tool, "input_schema", "inputSchema").get("required") == ["name"], json.dumps(field(render_tool, "input_schema", "inputSchema")))

    result, text, seconds = await call(session, "list", {"filter": "CharacterListViewSnapshotTests"})
    timings["list (first call, may build)"] = seconds
    checks.check("list names the character list's renders", not is_error(result) and LIST in text.splitlines(), text[:2000])

    result, text, seconds = await call(session, "render", {"name": LIST})
    timings["render"] = seconds
    checks.check("render shows the loaded character list with its ids", not is_error(result) and "#characterList.row.1" in text and "Rick Sanchez" in text, text[:3000])
    checks.check("render answers as the reference file holds it", result.content[-1].text == open(os.path.join(PACKAGE, LIST), encoding="utf-8").read(), text[:3000])

    result, text, seconds = await call(session, "render", {"name": LIST, "locale": "es", "device": "small-phone", "colorScheme": "dark"})
    timings["render in Spanish on a small phone, dark"] = seconds
    header = result.content[-1].text.splitlines()[0] if result.content else ""
    checks.check("render in Spanish on a small phone in dark mode", not is_error(result) and "iPhone SE" in header and " es" in header and "dark" in header and "#characterList.row.1" in text, header + "\n" + text[:2000])


async def interactions(session, checks, timings, app):
    result, text, seconds = await call(session, "render", {"name": app})
    timings["render the whole app (finding its test)"] = seconds
    # A still render runs no appear action: the list is as its preview reference holds it,
    # before its view model loads. The live screen `interact` starts runs them.
    if not checks.check("render shows the whole app's first screen, as its reference holds it", not is_error(result) and "Characters" in text and "AppView-Previews" in text, text[:3000]):
        return
    result, text, _ = await call(session, "list", {"filter": "*Preview*"})
    checks.check("list names the whole app's preview", app in text.splitlines(), text[:3000])

    result, text, seconds = await call(session, "interact", {"name": app, "action": "tap", "target": "#characterList.row.1"})
    timings["interact: tap a row (starts the live screen)"] = seconds
    checks.check("tapping a character's row answers with its detail screen", not is_error(result) and "Rick Sanchez" in text and "#characterDetail." in text and "#characterList.row.2 " not in text, text[:3000])

    result, text, seconds = await call(session, "interact", {"name": app, "action": "back"})
    timings["interact: back"] = seconds
    checks.check("back answers with the list again", not is_error(result) and "#characterList.row.1" in text, text[:3000])

    result, text, _ = await call(session, "interact", {"name": app, "action": "tap", "target": "#characterList.filter.button"})
    checks.check("tapping the filter button answers with the filter screen", not is_error(result) and "#characterFilter." in text, text[:3000])

    result, text, _ = await call(session, "interact", {"name": app, "action": "back"})
    checks.check("back from the filters answers with the list", not is_error(result) and "#characterList.row.1" in text and "#characterFilter." not in text, text[:3000])

    result, text, seconds = await call(session, "interact", {"name": app, "action": "type", "target": "Search characters...", "text": "Morty"})
    timings["interact: type into the search field"] = seconds
    checks.check("typing into the search field answers with the filtered list", not is_error(result) and "Morty Smith" in text and "Rick Sanchez" not in text, text[:3000])

    result, text, _ = await call(session, "interact", {"name": app, "action": "tap", "target": "#no.such.element"})
    checks.check("an unknown target is the tool's error with the render unchanged", is_error(result) and "Morty Smith" in text, text[:3000])


async def strings_edit(session, checks, timings):
    strings = os.path.join(PACKAGE, "Sources/Example/ChallengeResources/Strings/en.json")
    with open(strings, encoding="utf-8") as file:
        table = json.load(file)
    table["characterList.title"] = "All Characters"
    with open(strings, "w", encoding="utf-8") as file:
        json.dump(table, file, ensure_ascii=False, indent=2, sort_keys=True)

    result, text, seconds = await call(session, "test", {"filter": "CharacterListViewSnapshotTests"})
    timings["test after the strings edit (builds)"] = seconds
    checks.check("the edit is built before the test, and the answer says so", "built in" in result.content[0].text, result.content[0].text)
    checks.check("test reports the changed screens", "failed" in text and "__Snapshots__/CharacterListViewSnapshotTests/" in text, text[:3000])
    checks.check("test shows each failure's diff", "All Characters" in text and "+++ __Snapshots__/CharacterListViewSnapshotTests/" in text, text[:3000])
    reference = open(os.path.join(PACKAGE, LIST), encoding="utf-8").read()
    checks.check("test wrote no reference", "All Characters" not in reference)

    result, text, _ = await call(session, "pending")
    checks.check("pending lists the changed renders", "changed __Snapshots__/CharacterListViewSnapshotTests/loadedStateWithCharacters.1.txt" in text, text[:2000])

    result, text, _ = await call(session, "accept", {"names": ["__Snapshots__/CharacterListViewSnapshotTests/*"]})
    checks.check("accept makes them the references", not is_error(result) and "accepted __Snapshots__/CharacterListViewSnapshotTests/loadedStateWithCharacters.1.txt" in text, text)

    result, text, seconds = await call(session, "test", {"filter": "CharacterListViewSnapshotTests"})
    timings["test again (no build)"] = seconds
    checks.check("the next test passes, with nothing to build", " 0 failed" in text and "built in" not in text and "0 pending" in text, text[:3000])


async def build_error(session, checks):
    broken = os.path.join(PACKAGE, "Tests/Example/ChallengeHomeTests/BrokenOnPurpose.swift")
    with open(broken, "w", encoding="utf-8") as file:
        file.write('let brokenOnPurpose: Int = "not a number"\n')
    try:
        result, text, _ = await call(session, "render", {"name": LIST})
        checks.check("a build error is the tool's error with the compiler's lines", is_error(result) and "BrokenOnPurpose.swift" in text and "error:" in text, text[:3000])
        await session.send_ping()
    finally:
        os.remove(broken)
    result, text, _ = await call(session, "render", {"name": LIST})
    checks.check("after the fix the server builds and renders again", not is_error(result) and "#characterList.row.1" in text, text[:2000])


def malformed_json(checks):
    """A real client never sends malformed JSON: this one speaks raw lines."""
    process = subprocess.Popen([SERVER, "mcp", "--package-path", PACKAGE], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    lines = ['{"jsonrpc":"2.0","id":1,"method":', '{"jsonrpc":"2.0","id":2,"method":"ping"}']
    output, _ = process.communicate("\n".join(lines) + "\n", timeout=60)
    answers = [json.loads(line) for line in output.splitlines()]
    checks.check("malformed JSON is -32700 with a null id", answers[0].get("id") is None and answers[0]["error"]["code"] == -32700, output)
    checks.check("the server keeps serving after it", answers[1] == {"jsonrpc": "2.0", "id": 2, "result": {}}, output)
    checks.check("the server ends when the client closes its input", process.returncode == 0, str(process.returncode))


async def main(arguments):
    checks = Checks()
    timings = {}
    malformed_json(checks)
    parameters = StdioServerParameters(command=SERVER, args=["mcp", "--package-path", PACKAGE], env=dict(os.environ), cwd=PACKAGE)
    with open(arguments.server_log, "w", encoding="utf-8") as log:
        async with stdio_client(parameters, errlog=log) as (read, write):
            async with ClientSession(read, write) as session:
                initialized = await session.initialize()
                checks.check("initialize agrees on 2025-11-25 with the tools capability", field(initialized, "protocol_version", "protocolVersion") == "2025-11-25" and initialized.capabilities.tools is not None and field(initialized, "server_info", "serverInfo").name == "snapshots", str(initialized))
                await renders(session, checks, timings)
                await protocol_errors(session, checks)
                if arguments.app:
                    await interactions(session, checks, timings, arguments.app)
                await strings_edit(session, checks, timings)
                await build_error(session, checks)
    for name, seconds in timings.items():
        print(f"time    {name}: {seconds:.2f} s")
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 0 if checks.failed == 0 else 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--server", required=True, help="the snapshots executable")
    parser.add_argument("--package", required=True, help="a copy of the package, which the scenarios change")
    parser.add_argument("--app", default="", help="the whole app's reference path, for the interactions")
    parser.add_argument("--server-log", default=os.devnull, help="where the server's standard error goes")
    parsed = parser.parse_args()
    SERVER = parsed.server
    PACKAGE = parsed.package
    sys.exit(asyncio.run(main(parsed)))
