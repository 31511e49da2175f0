// Render
