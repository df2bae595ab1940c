// Stands in for emotion's copy of hoist-non-react-statics in the island build (node/bundle-islands.ts):
// only emotion's `withTheme` uses it, which no island does, and it brings react-is with it.
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
