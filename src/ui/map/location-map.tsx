// A pigeon-maps map: either a fixed marker (a service center), or a picker whose pin stays in
// the middle while the map moves under it (drag, tap a spot, or arrow keys). Tiles come from
// the configured template only; a tile that cannot load is hidden and the grid behind shows,
// so the map keeps working with tiles blocked, and a note says why the map is a bare grid.
// Loaded on demand (it is the heaviest widget).
import { createContext, useContext, useEffect, useState, type KeyboardEvent } from 'react'
import { Map as PigeonMap, Marker, type TileComponent } from 'pigeon-maps'
import { IconMapPinFilled } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import {
  DEFAULT_ZOOM,
  tileAttribution,
  tileUrl,
  tileUrlTemplate,
  type LatLng,
} from './map-config.ts'
import classes from './location-map.module.css'

export interface LocationMapProps {
  center: LatLng
  zoom?: number
  height: number
  /** Accessible name of the map. */
  label: string
  /** A marker at a fixed place. */
  marker?: LatLng | null
  /** A pin in the middle: the map's center is the chosen point. */
  picking?: boolean
  onCenterChange?: (center: LatLng) => void
}

// pigeon-maps renders the tiles itself: they report back to their map through this.
const TileReport = createContext<{ loaded: () => void; failed: () => void } | null>(null)

const Tile: TileComponent = ({ tile, tileLoaded }) => {
  const [failed, setFailed] = useState(false)
  const report = useContext(TileReport)
  return (
    <img
      src={tile.url}
      srcSet={tile.srcSet}
      width={tile.width}
      height={tile.height}
      loading="lazy"
      alt=""
      onLoad={() => {
        tileLoaded()
        report?.loaded()
      }}
      onError={() => {
        setFailed(true)
        report?.failed()
      }}
      className={failed ? `${classes.tile} ${classes.tileFailed}` : classes.tile}
      style={{ left: tile.left, top: tile.top }}
    />
  )
}

// Without a template pigeon-maps still lays tiles out: they render as nothing.
const NoTile: TileComponent = () => <></>

const provider = (x: number, y: number, z: number, dpr?: number) =>
  tileUrlTemplate ? tileUrl(tileUrlTemplate, x, y, z, dpr) : ''

// How far one arrow key moves the map: a fifth of a tile at this zoom.
const keyStep = (zoom: number) => 360 / 2 ** zoom / 5

// A mouse or a trackpad, rather than a finger.
const finePointer = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches

export function LocationMap(props: LocationMapProps) {
  const { t } = useLingui()
  const { onCenterChange, picking } = props
  const zoomProp = props.zoom ?? DEFAULT_ZOOM
  const [view, setView] = useState({ center: props.center, zoom: zoomProp })
  // 'blank' once tiles failed and none has shown: a map of nothing but a grid needs a word.
  const [tiles, setTiles] = useState<'waiting' | 'shown' | 'blank'>(
    tileUrlTemplate ? 'waiting' : 'blank',
  )
  const [report] = useState(() => ({
    loaded: () => setTiles('shown'),
    failed: () => setTiles((current) => (current === 'shown' ? current : 'blank')),
  }))
  const { lat, lng } = props.center

  // A new center from outside (the device's location, an address) moves the map.
  useEffect(() => {
    setView((current) =>
      current.center.lat === lat && current.center.lng === lng
        ? current
        : { ...current, center: { lat, lng } },
    )
  }, [lat, lng])

  const move = (center: LatLng, zoom = view.zoom) => {
    setView({ center, zoom })
    onCenterChange?.(center)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!picking) return
    const step = keyStep(view.zoom)
    const deltas: Record<string, [number, number]> = {
      ArrowUp: [step, 0],
      ArrowDown: [-step, 0],
      ArrowLeft: [0, -step],
      ArrowRight: [0, step],
    }
    const delta = deltas[event.key]
    if (!delta) return
    event.preventDefault()
    move({ lat: view.center.lat + delta[0], lng: view.center.lng + delta[1] })
  }

  return (
    <div
      className={classes.frame}
      style={{ height: props.height }}
      dir="ltr"
      role="application"
      aria-label={props.label}
      aria-roledescription={t`map`}
      tabIndex={picking ? 0 : -1}
      onKeyDown={onKeyDown}
      data-testid="location-map"
      data-lat={view.center.lat.toFixed(5)}
      data-lng={view.center.lng.toFixed(5)}
      data-tiles={tileUrlTemplate ? 'on' : 'off'}
    >
      <TileReport.Provider value={report}>
        <PigeonMap
          height={props.height}
          center={[view.center.lat, view.center.lng]}
          zoom={view.zoom}
          provider={provider}
          dprs={tileUrlTemplate?.includes('{r}') ? [1, 2] : []}
          tileComponent={tileUrlTemplate ? Tile : NoTile}
          attribution={false}
          attributionPrefix={false}
          mouseEvents
          touchEvents
          // Only with a mouse is a wheel over the map meant for the page: a phone never sees
          // "hold ctrl and scroll" (META becomes ctrl or ⌘ as the computer has).
          metaWheelZoom={finePointer()}
          metaWheelZoomWarning={finePointer() ? t`Hold META and scroll to zoom the map` : ''}
          twoFingerDragWarning={t`Use two fingers to move the map`}
          onClick={({ latLng }) => picking && move({ lat: latLng[0], lng: latLng[1] })}
          onBoundsChanged={({ center, zoom, initial }) => {
            if (initial) return
            if (picking) move({ lat: center[0], lng: center[1] }, zoom)
            else setView({ center: { lat: center[0], lng: center[1] }, zoom })
          }}
        >
          {props.marker && (
            <Marker anchor={[props.marker.lat, props.marker.lng]} width={40} color="#b3261e" />
          )}
        </PigeonMap>
      </TileReport.Provider>
      {tiles === 'blank' && (
        <span className={classes.note} role="status" dir="auto" data-testid="map-note">
          {picking
            ? t`The map cannot be shown right now. You can still move the pin.`
            : t`The map cannot be shown right now.`}
        </span>
      )}
      {picking && (
        <IconMapPinFilled className={classes.pin} size={40} aria-hidden data-testid="map-pin" />
      )}
      {tileUrlTemplate && tileAttribution && (
        <span className={classes.attribution}>{tileAttribution}</span>
      )}
    </div>
  )
}
