import './hero-band.css';

export interface HeroBandProps {
  /** `short` behind profile pages (spec §2 Shell), `tall` elsewhere. */
  variant: 'tall' | 'short';
}

/** The decorative backdrop behind the header and the top of every page. */
export function HeroBand({ variant }: HeroBandProps) {
  return (
    <div className={`hero-band hero-band--${variant}`} aria-hidden="true">
      <div className="hero-band__glow hero-band__glow--radiant" />
      <div className="hero-band__glow hero-band__glow--dire" />
      <div className="hero-band__pattern" />
    </div>
  );
}
