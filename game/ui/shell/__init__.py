"""The app shell: the window and frame loop, scenes and the router that opens them by
name, dialogs, the settings file, and the `play` / `demo` entry points."""
