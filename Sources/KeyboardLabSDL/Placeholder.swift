public enum SDLPlaceholder {}
