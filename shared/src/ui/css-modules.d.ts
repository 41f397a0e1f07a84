// CSS Modules: the bundler (rsbuild in apps, vite in tests) turns class names into hashed strings.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// Plain stylesheets imported for their side effect (tokens.css).
declare module '*.css';
