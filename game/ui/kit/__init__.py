"""The widget kit: fonts and text, colours, panels, widgets, tooltips, sounds, physics
cosmetics and the mermaid token. Knows nothing of any game or scene."""
