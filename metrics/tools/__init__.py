"""Who computes what: the registry of tools, the corpus they run on, and what
each printed.

==============  ==============================================================
``registry``    every tool the app names, its measures and its rule for each
                decision that changes a number (:data:`registry.TOOLS`)
``cases``       the corpus: small collections, each isolating one decision
``runners``     each tool run on the corpus as its users call it
``installs``    tools that need a Python of their own (ml_metrics, torchmetrics)
``record``      what each tool printed, with its version (``record.json``)
``predict``     what the registry says each tool prints, to check against it
==============  ==============================================================
"""
