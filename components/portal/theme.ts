// Shared by the root layout (a server component) and the client theme provider, so it cannot live in
// a "use client" module: a server component importing a value from one only gets a client reference.
export const THEME_STORAGE = "cs.theme";

/** Runs before paint (inlined in <head>) so a dark-mode visitor never sees a white flash. */
export const THEME_BOOT_SCRIPT = `(function(){try{var t=localStorage.getItem("${THEME_STORAGE}");if(!t)t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";if(t==="dark")document.documentElement.classList.add("dark")}catch(e){}})()`;
